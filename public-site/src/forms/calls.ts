import {
  accessTokenHeader,
  type AbstractAuthor,
  privacyNoticeVersion,
  requestTimeoutsMs,
  type AbstractAuthorLink,
  type AbstractAuthorView,
  type AbstractRequest,
  type AbstractResponseLink,
  type AbstractResponseRequest,
  type AbstractResponseView,
  type ApiResult,
  type BookingRequest,
  type EmailConfirmationRequest,
  type GroupInvoiceConsentAnswer,
  type GroupInvoiceConsentAnswerRequest,
  type GroupInvoiceConsentLink,
  type GroupInvoiceConsentQuestion,
  type DataResult,
  type MyAbstractChange,
  type MyAbstractPresenterChange,
  type MyAbstractResponseRequest,
  type MyAbstractResult,
  type MyRegistrationResult,
  type PaymentProofRequest,
  type PresenterBiographyRequest,
  type RegistrationRequest,
  type ReminderOptOutRequest,
  type RegistrationResult,
  type RetentionSettings,
  type SponsorshipRequest,
} from '@caawg11/conference';
import {
  downloadFile,
  getJson,
  postForm,
  postJson,
  requestJson,
  type DownloadedFile,
} from '@caawg11/conference/http';

type Progress = (fraction: number) => void;

/**
 * Builds a multipart body with the text fields first and the file last; the server reads the
 * parts in any order.
 */
export function multipart(
  fields: readonly (readonly [string, string])[],
  file: { name: string; value: File } | null,
): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  if (file) form.append(file.name, file.value);
  return form;
}

export function registrationFields(values: RegistrationRequest): [string, string][] {
  const fields: [string, string][] = [['title', values.title]];
  if (values.title === 'Other') fields.push(['otherTitle', values.otherTitle]);
  fields.push(
    ['firstName', values.firstName],
    ['otherNames', values.otherNames],
    ['gender', values.gender],
    ['email', values.email.trim()],
    ['phone', values.phone],
    ['country', values.country],
    ['city', values.city],
    ['institution', values.institution],
    ['participationType', values.participationType],
  );
  if (values.participationType === 'presenter') {
    fields.push(['presentationType', values.presentationType]);
  }
  fields.push(
    ['participantCategory', values.participantCategory],
    ['fieldTrip', values.fieldTrip],
    ['marketingConsent', String(values.marketingConsent)],
    ['paymentConfirmation', String(values.paymentConfirmation)],
    ['programConsent', String(values.programConsent)],
    ['emailConsent', String(values.emailConsent)],
    ['invoiceRequested', String(values.invoiceRequested)],
    ['recaptchaToken', values.recaptchaToken],
    ['privacyNoticeVersion', privacyNoticeVersion],
  );
  return fields;
}

export function submitRegistration(
  values: RegistrationRequest,
  studentIdFile: File | null,
  onUploadProgress?: Progress,
): Promise<RegistrationResult> {
  const file = studentIdFile ? { name: 'studentIdFile', value: studentIdFile } : null;
  return postForm<RegistrationResult>(
    '/registration.php',
    multipart(registrationFields(values), file),
    { timeoutMs: requestTimeoutsMs.registration, onUploadProgress },
  );
}

/** The Abstracts page's "Lost your link?": a fresh link to each abstract sent with the address. */
export function requestAbstractLink(email: string): Promise<ApiResult> {
  return postJson<ApiResult>(
    '/my-abstract/link-request',
    { email: email.trim() },
    { timeoutMs: requestTimeoutsMs.accessRequest },
  );
}

export function fetchMyAbstract(token: string): Promise<MyAbstractResult> {
  return getJson<MyAbstractResult>('/my-abstract', {
    timeoutMs: requestTimeoutsMs.accessRequest,
    headers: { [accessTokenHeader]: token },
    cache: 'no-store',
  });
}

export function changeMyAbstract(
  token: string,
  change: MyAbstractChange,
): Promise<MyAbstractResult> {
  return requestJson<MyAbstractResult>('PUT', '/my-abstract', change, {
    timeoutMs: requestTimeoutsMs.accessRequest,
    headers: { [accessTokenHeader]: token },
  });
}

export function replaceMyAbstractFile(
  token: string,
  abstractFile: File,
  onUploadProgress?: Progress,
): Promise<MyAbstractResult> {
  return postForm<MyAbstractResult>(
    '/my-abstract/file',
    multipart([], { name: 'abstractFile', value: abstractFile }),
    {
      method: 'PUT',
      timeoutMs: requestTimeoutsMs.abstract,
      onUploadProgress,
      headers: { [accessTokenHeader]: token },
    },
  );
}

/** The presenter's short biography for the speakers page; an empty one removes it. */
export function saveMyAbstractBiography(
  token: string,
  biography: string,
): Promise<MyAbstractResult> {
  const body: PresenterBiographyRequest = { biography };
  return requestJson<MyAbstractResult>('PUT', '/my-abstract/biography', body, {
    timeoutMs: requestTimeoutsMs.accessRequest,
    headers: { [accessTokenHeader]: token },
  });
}

export function saveMyAbstractPhoto(
  token: string,
  photo: File,
  onUploadProgress?: Progress,
): Promise<MyAbstractResult> {
  return postForm<MyAbstractResult>(
    '/my-abstract/photo',
    multipart([], { name: 'photo', value: photo }),
    {
      method: 'PUT',
      timeoutMs: requestTimeoutsMs.paymentProof,
      onUploadProgress,
      headers: { [accessTokenHeader]: token },
    },
  );
}

export function removeMyAbstractPhoto(token: string): Promise<MyAbstractResult> {
  return requestJson<MyAbstractResult>('DELETE', '/my-abstract/photo', undefined, {
    timeoutMs: requestTimeoutsMs.accessRequest,
    headers: { [accessTokenHeader]: token },
  });
}

/** The author's answer to the acceptance from their page, as the notice's link records it. */
export function answerMyAbstract(
  token: string,
  response: MyAbstractResponseRequest['response'],
): Promise<MyAbstractResult> {
  return postJson<MyAbstractResult>(
    '/my-abstract/response',
    { response } satisfies MyAbstractResponseRequest,
    { timeoutMs: requestTimeoutsMs.accessRequest, headers: { [accessTokenHeader]: token } },
  );
}

/** Hands presenting the accepted abstract to the author at this place (from 0) in its list. */
export function handOverMyAbstract(token: string, position: number): Promise<MyAbstractResult> {
  return requestJson<MyAbstractResult>(
    'PUT',
    '/my-abstract/presenter',
    { position } satisfies MyAbstractPresenterChange,
    { timeoutMs: requestTimeoutsMs.accessRequest, headers: { [accessTokenHeader]: token } },
  );
}

export function requestAccessLink(email: string): Promise<ApiResult> {
  return postJson<ApiResult>(
    '/registrations/verify-request',
    { email: email.trim() },
    { timeoutMs: requestTimeoutsMs.accessRequest },
  );
}

/** What the abstract form sends beyond the spec's fields; each is left out when empty. */
export interface AbstractDetails {
  authors?: AbstractAuthor[];
  abstractText: string;
  keywords: string;
}

export function submitAbstract(
  values: AbstractRequest,
  details: AbstractDetails,
  abstractFile: File,
  onUploadProgress?: Progress,
): Promise<ApiResult> {
  const fields: [string, string][] = [
    ['fullName', values.fullName],
    ['affiliation', values.affiliation],
    ['email', values.email.trim()],
    ['phone', values.phone],
    ['abstractTitle', values.abstractTitle],
    ['subtheme', values.subtheme],
    ['language', values.language],
    ['presentationType', values.presentationType],
    ['comments', values.comments],
    ['recaptchaToken', values.recaptchaToken],
    ['privacyNoticeVersion', privacyNoticeVersion],
  ];
  if (details.authors) fields.push(['authors', JSON.stringify(details.authors)]);
  if (details.abstractText.trim()) fields.push(['abstractText', details.abstractText]);
  if (details.keywords.trim()) fields.push(['keywords', details.keywords]);
  return postForm<ApiResult>(
    '/abstracts.php',
    multipart(fields, { name: 'abstractFile', value: abstractFile }),
    { timeoutMs: requestTimeoutsMs.abstract, onUploadProgress },
  );
}

export function submitBooking(values: BookingRequest): Promise<ApiResult> {
  return postJson<ApiResult>(
    '/bookings.php',
    {
      ...values,
      email: values.email.trim(),
      specialRequests: values.specialRequests.trim(),
      privacyNoticeVersion,
    },
    { timeoutMs: requestTimeoutsMs.booking, credentials: 'omit' },
  );
}

export function submitSponsorshipInquiry(
  values: SponsorshipRequest,
  hidden: Record<string, string> = {},
): Promise<ApiResult> {
  return postJson<ApiResult>(
    '/sponsorship.php',
    { ...values, email: values.email.trim(), privacyNoticeVersion, ...hidden },
    { timeoutMs: requestTimeoutsMs.sponsorship },
  );
}

export function fetchMyRegistration(token: string): Promise<MyRegistrationResult> {
  return getJson<MyRegistrationResult>('/my-registration', {
    timeoutMs: requestTimeoutsMs.accessRequest,
    headers: { [accessTokenHeader]: token },
  });
}

/** The retention periods the privacy notice states: the ones the daily purge follows. */
export function fetchRetentionPeriods(): Promise<DataResult<RetentionSettings>> {
  return getJson<DataResult<RetentionSettings>>('/privacy/retention', {
    timeoutMs: requestTimeoutsMs.accessRequest,
  });
}

/** Stops the payment reminders of the registration whose reminder carried `token`. */
export function optOutOfReminders(token: string): Promise<ApiResult> {
  return postJson<ApiResult>(
    '/payment-reminders/opt-out',
    { token } satisfies ReminderOptOutRequest,
    {
      timeoutMs: requestTimeoutsMs.accessRequest,
    },
  );
}

/** Confirms the new e-mail address whose confirmation link carried `token`; the link works once. */
export function confirmEmail(token: string): Promise<ApiResult> {
  return postJson<ApiResult>(
    '/registrations/confirm-email',
    { token } satisfies EmailConfirmationRequest,
    { timeoutMs: requestTimeoutsMs.accessRequest },
  );
}

/** What the link e-mailed to a colleague named for a group invoice asks; answers nothing. */
export function fetchGroupInvoiceConsent(
  token: string,
): Promise<DataResult<GroupInvoiceConsentQuestion>> {
  return postJson<DataResult<GroupInvoiceConsentQuestion>>(
    '/group-invoice-consent',
    { token } satisfies GroupInvoiceConsentLink,
    { timeoutMs: requestTimeoutsMs.accessRequest },
  );
}

/** The colleague's answer to a group invoice that includes them; the link works once. */
export function answerGroupInvoiceConsent(
  token: string,
  answer: GroupInvoiceConsentAnswer,
): Promise<ApiResult> {
  return postJson<ApiResult>(
    '/group-invoice-consent/answer',
    { token, answer } satisfies GroupInvoiceConsentAnswerRequest,
    { timeoutMs: requestTimeoutsMs.accessRequest },
  );
}

/** The accepted abstract an acceptance notice's link answers about. */
export function fetchAbstractResponse(token: string): Promise<DataResult<AbstractResponseView>> {
  return postJson<DataResult<AbstractResponseView>>(
    '/abstract-response/view',
    { token } satisfies AbstractResponseLink,
    { timeoutMs: requestTimeoutsMs.accessRequest },
  );
}

/** The author's confirmation or withdrawal; the link works once. */
export function sendAbstractResponse(
  token: string,
  response: AbstractResponseRequest['response'],
): Promise<ApiResult> {
  return postJson<ApiResult>(
    '/abstract-response',
    { token, response } satisfies AbstractResponseRequest,
    { timeoutMs: requestTimeoutsMs.accessRequest },
  );
}

/** The abstract a co-author's link is about, from the e-mail telling them they were named. */
export function fetchAbstractAuthor(token: string): Promise<DataResult<AbstractAuthorView>> {
  return postJson<DataResult<AbstractAuthorView>>(
    '/abstract-author/view',
    { token } satisfies AbstractAuthorLink,
    { timeoutMs: requestTimeoutsMs.accessRequest },
  );
}

/** The person the link names says they are not one of the abstract's authors. */
export function disownAbstract(token: string): Promise<DataResult<AbstractAuthorView>> {
  return postJson<DataResult<AbstractAuthorView>>(
    '/abstract-author/not-me',
    { token } satisfies AbstractAuthorLink,
    { timeoutMs: requestTimeoutsMs.accessRequest },
  );
}

/** The registrant's newest receipt (once money is received) or pro-forma invoice, as a PDF. */
export function fetchMyDocument(
  token: string,
  document: 'receipt' | 'invoice',
): Promise<DownloadedFile> {
  return downloadFile(`/my-registration/${document}`, `${document}.pdf`, {
    timeoutMs: requestTimeoutsMs.accessRequest,
    headers: { [accessTokenHeader]: token },
  });
}

export function submitPaymentProof(
  token: string,
  values: PaymentProofRequest,
  proofFile: File,
  onUploadProgress?: Progress,
): Promise<ApiResult> {
  const fields: [string, string][] = [
    ['method', values.method],
    ['reference', values.reference],
    ['amount', values.amount],
    ['paymentDate', values.paymentDate],
  ];
  return postForm<ApiResult>(
    '/my-registration/payments',
    multipart(fields, { name: 'proofFile', value: proofFile }),
    {
      timeoutMs: requestTimeoutsMs.paymentProof,
      onUploadProgress,
      headers: { [accessTokenHeader]: token },
    },
  );
}
