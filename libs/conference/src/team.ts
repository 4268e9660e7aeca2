/**
 * The password rule and the team's messages, which the shared rules read. They live apart from
 * the api's types because that module reads the rules' modules in turn.
 */

/** The shortest password an account may have. */
export const minPasswordLength = 12;

export const teamMessages = {
  accountExists: 'An account for this address already exists.',
  invitationInvalid:
    'This invitation link is not valid any more: it was used, replaced or has expired. Ask a conference administrator for a new one.',
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  subthemesForReviewers: 'Only reviewers have subthemes.',
  passwordTooShort: (min: number) => `The password must have at least ${min} characters`,
  passwordsDiffer: 'The two passwords are not the same',
} as const;
