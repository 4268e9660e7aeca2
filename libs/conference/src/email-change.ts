/**
 * A registration's e-mail address changed by an organiser is only proposed: the new address
 * receives a single-use confirmation link, valid this long, and the current address is told.
 * Until the link is used, every message, access link and export follows the current address.
 */
export const emailConfirmationLifetimeHours = 72;

/** `POST /api/registrations/confirm-email`: the token of the link e-mailed to the new address. */
export interface EmailConfirmationRequest {
  token: string;
}

export const emailChangeMessages = {
  confirmed:
    'Your e-mail address is confirmed. Messages about your registration now go to this address.',
  linkInvalid:
    'This confirmation link is not valid. It may have been used already or replaced by a newer one.',
  linkExpired:
    'This confirmation link has expired. Please ask the registration team to send a new one.',
  addressTaken:
    'Another registration already uses this e-mail address. Please contact the registration team.',
} as const;
