import type {
  LoginRequest,
  PasswordChange,
  PasswordResetConfirmation,
  PasswordResetRequest,
} from './sign-in.js';
import type {
  InvitationAcceptance,
  InvitationLink,
  RoleChange,
  TeamInvitationRequest,
} from './team-members.js';
import { teamMessages } from './team.js';
import { subthemeTitles } from './choices.js';
import { maxLengths } from './limits.js';
import { messages } from './messages.js';
import { staffRoles } from './roles.js';
import {
  fieldOf,
  isBlank,
  newPassword,
  requiredChoice,
  requiredEmail,
  type FieldRule,
  type FormRules,
} from './rules.js';

export const teamFormMessages = {
  role: 'Please choose a role',
  subthemes: 'subthemes must be a list of the conference subthemes',
} as const;

/** The longest password the api hashes, as `newPassword` allows it. */
const maxPasswordLength = 1024;

/** The longest invitation token the api looks up. */
export const maxInvitationTokenLength = 100;

/**
 * A password an account is about to get, judged untrimmed: the rule of the invitation's
 * set-password form and of the own-password change alike.
 */
export const newPasswordRule: FieldRule = newPassword();

/** The form's second typing of a password, which must equal the one in `field`. */
export function repeats(field: string, message: string = teamMessages.passwordsDiffer): FieldRule {
  return (value, body = {}) => (value === fieldOf(body, field) ? null : message);
}

const staffRole = requiredChoice(staffRoles, teamFormMessages.role);

/** A reviewer's subthemes: absent, or a list of the conference's subthemes, each at most once. */
const subthemeList: FieldRule = (value) => {
  if (value === undefined) return null;
  if (!Array.isArray(value) || value.length > subthemeTitles.length) {
    return teamFormMessages.subthemes;
  }
  return value.every((title) => (subthemeTitles as readonly unknown[]).includes(title))
    ? null
    : teamFormMessages.subthemes;
};

/** The team section's invitation form. */
export const teamInvitationRules: FormRules<TeamInvitationRequest> = {
  email: requiredEmail(messages.required, messages.invalidEmail),
  role: staffRole,
  subthemes: subthemeList,
};

/** The team table's role select. */
export const roleChangeRules: FormRules<RoleChange> = {
  role: staffRole,
};

/** The current password only has to be typed; the api compares it with the stored one. */
const currentPassword: FieldRule = (value) => {
  if (typeof value !== 'string' || value === '') return messages.required;
  return value.length > maxPasswordLength ? messages.tooLong(maxPasswordLength) : null;
};

/** The account section's change of one's own password. */
export const passwordChangeRules: FormRules<PasswordChange> = {
  currentPassword,
  newPassword: newPasswordRule,
};

const invitationToken: FieldRule = (value) => {
  if (typeof value !== 'string') return messages.required;
  return value.length > maxInvitationTokenLength
    ? messages.tooLong(maxInvitationTokenLength)
    : null;
};

/** The invitation page's first call, which shows what the link invites to. */
export const invitationLinkRules: FormRules<InvitationLink> = {
  token: invitationToken,
};

/** The invitation page's set-password form (the token comes from the link). */
export const invitationAcceptanceRules: FormRules<InvitationAcceptance> = {
  token: invitationToken,
  password: newPasswordRule,
};

/** The forgotten-password screen: the address of the account. */
export const passwordResetRequestRules: FormRules<PasswordResetRequest> = {
  email: requiredEmail(messages.required, messages.invalidEmail),
};

/** The reset screen's new password (the token comes from the e-mailed link). */
export const passwordResetRules: FormRules<PasswordResetConfirmation> = {
  token: invitationToken,
  password: newPasswordRule,
};

/**
 * Sign-in answers one message for a blank field and the wrong-credentials message for a value
 * no account can have, so a refusal never tells which of the two was wrong.
 */
function signInField(max: number, isMissing: (value: unknown) => boolean): FieldRule {
  return (value) => {
    if (isMissing(value)) return messages.loginRequired;
    return (value as string).length > max ? messages.loginFailed : null;
  };
}

/** The sign-in screen; a password of spaces is a password like any other. */
export const loginRules: FormRules<LoginRequest> = {
  email: signInField(maxLengths.email, isBlank),
  password: signInField(maxPasswordLength, (value) => typeof value !== 'string' || value === ''),
};
