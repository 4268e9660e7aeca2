import {
  accessTokenHeader,
  requestTimeoutsMs,
  type ApiResult,
  type DataResult,
  type DocumentVerification,
  type MyCertificate,
  type MyVisaLetter,
  type VisaLetterRequestInput,
} from '@caawg11/conference';
import { downloadFile, getJson, postJson, type DownloadedFile } from '@caawg11/conference/http';

const withToken = (token: string) => ({
  timeoutMs: requestTimeoutsMs.accessRequest,
  headers: { [accessTokenHeader]: token },
});

/** The registrant's invitation letter request, or null when they have made none. */
export function fetchMyVisaLetter(token: string): Promise<DataResult<MyVisaLetter | null>> {
  return getJson<DataResult<MyVisaLetter | null>>('/my-registration/visa-letter', withToken(token));
}

export function requestVisaLetter(
  token: string,
  values: VisaLetterRequestInput,
): Promise<ApiResult> {
  return postJson<ApiResult>('/my-registration/visa-letter', values, withToken(token));
}

export function fetchMyVisaLetterPdf(token: string): Promise<DownloadedFile> {
  return downloadFile(
    '/my-registration/visa-letter/pdf',
    'invitation-letter.pdf',
    withToken(token),
  );
}

export function fetchMyCertificates(token: string): Promise<DataResult<MyCertificate[]>> {
  return getJson<DataResult<MyCertificate[]>>('/my-registration/certificates', withToken(token));
}

export function fetchMyCertificatePdf(token: string, code: string): Promise<DownloadedFile> {
  return downloadFile(
    `/my-registration/certificates/${encodeURIComponent(code)}/pdf`,
    `certificate-${code}.pdf`,
    withToken(token),
  );
}

/** What the code printed on a certificate or letter stands for (404 when it is not ours). */
export function verifyDocumentCode(code: string): Promise<DocumentVerification> {
  return getJson<DocumentVerification>(`/certificates/${encodeURIComponent(code)}`, {
    timeoutMs: requestTimeoutsMs.accessRequest,
  });
}
