/** Sizes and timings shared by the forms and the server. */
export const maxUploadBytes = 5_242_880;

export const studentIdExtensions = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const abstractExtensions = ['doc', 'docx'] as const;
export const proofExtensions = ['pdf', 'jpg', 'jpeg', 'png'] as const;

export const requestTimeoutsMs = {
  membership: 10_000,
  contact: 15_000,
  registration: 15_000,
  abstract: 30_000,
  booking: 15_000,
  sponsorship: 40_000,
  accessRequest: 15_000,
  paymentProof: 30_000,
} as const;

/** Longest text the server stores per kind of field; longer input is refused with a message. */
export const maxLengths = {
  name: 100,
  email: 254,
  phone: 40,
  shortText: 200,
  title: 300,
  url: 500,
  address: 1000,
  message: 5000,
  paymentReference: 100,
} as const;

/** Longest payload accepted in `recaptchaToken` (an ALTCHA payload is under 1 KB, a Google token about 2 KB). */
export const captchaTokenMaxLength = 8_000;

export const adminPageSizeDefault = 10;

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The hidden field of the membership, contact and sponsorship forms: people never see it, form
 * bots fill it. A submission that fills it is answered as a success and dropped.
 */
export const honeypotField = 'website';

/** The longest name and subject the confirmation to a visitor repeats. */
export const confirmationEchoLengths = { name: 60, subject: 80 } as const;
