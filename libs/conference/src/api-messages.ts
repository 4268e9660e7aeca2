/**
 * Messages the api's public routes answer beyond the forms' own (`messages`): refusals of a
 * request as a whole, of an access link, of a payment proof. Written here rather than in the api
 * so the visitors' message catalogues (`locales/<language>/messages.json`) can name them.
 */
export const publicApiMessages = {
  notFound: 'Not found',
  authenticationRequired: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  payloadTooLarge: 'The request is too large. Files may be at most 5MB.',
  unsupportedContentType: 'Unsupported content type',
  requestFailed: 'Request failed',
  requestRefused: 'Request refused',
  unreadableBody: 'The request could not be read. Please check what was sent.',
  invalidAccessLink:
    'This access link is invalid or has expired. Request a new one on the registration access page.',
  paymentProofReceived:
    'Thank you. Your payment proof has been received and is waiting for verification by the registration team.',
  noReceiptYet: 'No receipt yet: a receipt is issued when a payment has been received.',
  sessionNotFound: 'No published session has that number',
  reminderLinkInvalid: 'This link is not valid.',
  documentsUnavailable:
    'Documents cannot be prepared at the moment. Please try again in a few minutes.',
} as const;

/** The refusals of a proof past the upload limits of its access link or of its registration. */
export const paymentProofLimitMessages = {
  linkFiles: (count: number) =>
    `No more than ${count} payment proofs can be sent through one access link. Please request a new link from the registration page.`,
  linkMegabytes: (megabytes: number) =>
    `The payment proofs sent through one access link may not exceed ${megabytes}MB in total. Please request a new link from the registration page.`,
  registrationFiles: (count: number) =>
    `No more than ${count} payment proofs can be sent for one registration. Please contact the registration team.`,
  registrationMegabytes: (megabytes: number) =>
    `The payment proofs of one registration may not exceed ${megabytes}MB in total. Please contact the registration team.`,
};
