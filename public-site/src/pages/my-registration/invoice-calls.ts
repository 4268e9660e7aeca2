import {
  accessTokenHeader,
  requestTimeoutsMs,
  type DataResult,
  type MyGroupInvoice,
  type MyGroupInvoiceRequest,
  type MyGroupInvoiceRequestState,
  type MySingleInvoice,
  type SingleInvoiceRequest,
} from '@caawg11/conference';
import { downloadFile, getJson, postJson, type DownloadedFile } from '@caawg11/conference/http';

const options = (token: string) => ({
  timeoutMs: requestTimeoutsMs.accessRequest,
  headers: { [accessTokenHeader]: token },
});

/** The invoices the registrant asked for so far: one to their institution, a group one. */
export function fetchMyInvoices(token: string): Promise<
  DataResult<{
    single: MySingleInvoice | null;
    group: MyGroupInvoice | null;
    /** While no group invoice is live: the newest request that made none. */
    groupRequest: MyGroupInvoiceRequestState | null;
  }>
> {
  return getJson('/my-registration/invoices', options(token));
}

export function requestSingleInvoice(
  token: string,
  values: SingleInvoiceRequest,
): Promise<DataResult<MySingleInvoice>> {
  return postJson('/my-registration/single-invoice', values, options(token));
}

/** Asks the colleagues named to agree; the invoice is made once all have. */
export function requestGroupInvoice(
  token: string,
  values: MyGroupInvoiceRequest,
): Promise<DataResult<MyGroupInvoiceRequestState>> {
  return postJson('/my-registration/group-invoice', values, options(token));
}

export function downloadInvoice(
  token: string,
  kind: 'single-invoice' | 'group-invoice',
): Promise<DownloadedFile> {
  return downloadFile(`/my-registration/${kind}`, `${kind}.pdf`, options(token));
}

export const myInvoicesQueryKey = (token: string) => ['my-registration', token, 'invoices'];
