/**
 * The password rule and the team's messages, which the shared rules read. They live apart from
 * the api's types because that module reads the rules' modules in turn.
 */

/** The shortest password an account may have. */
export const minPasswordLength = 12;

/** How long the link of a password-reset e-mail can be used. */
export const passwordResetLifetimeMinutes = 30;

export const teamMessages = {
  accountExists: 'An account for this address already exists.',
  invitationInvalid:
    'This invitation link is not valid any more: it was used, replaced or has expired. Ask a conference administrator for a new one.',
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  subthemesForReviewers: 'Only reviewers have subthemes.',
  passwordTooShort: (min: number) => `The password must have at least ${min} characters`,
  passwordsDiffer: 'The two passwords are not the same',
  /** The same answer whether or not an account has the address. */
  passwordResetRequested: `If an account uses this address, we have sent it a link to choose a new password. The link works for ${passwordResetLifetimeMinutes} minutes.`,
  passwordResetInvalid:
    'This password reset link is not valid any more: it was used or has expired. Ask for a new one.',
  passwordResetDone: 'Your password is changed. You can sign in with it now.',
} as const;
