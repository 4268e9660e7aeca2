import type { LoginRequest, PasswordChange } from '../sign-in.js';
import type { InvitationAcceptance, RoleChange, TeamInvitationRequest } from '../team-members.js';
import { minPasswordLength, teamMessages } from '../team.js';
import { maxLengths } from '../limits.js';
import { messages } from '../messages.js';
import { teamFormMessages } from '../team-forms.js';
import { tooLong, type FormCases } from './form-cases.js';

const tooShortPassword = 'x'.repeat(minPasswordLength - 1);
const passwordTooShort = teamMessages.passwordTooShort(minPasswordLength);
const longestPassword = 1024;

/** The team section's invitation form. */
export const teamInvitationCases: FormCases<TeamInvitationRequest> = {
  valid: {
    email: 'new.reviewer@example.org',
    role: 'reviewer',
    subthemes: ['Geosciences for Climate Resilience'],
  },
  invalid: [
    { patch: { email: ' ' }, field: 'email', message: messages.required },
    { patch: { email: undefined }, field: 'email', message: messages.required },
    { patch: { email: 'not-an-address' }, field: 'email', message: messages.invalidEmail },
    {
      patch: { email: 'x<new.colleague@example.org>' },
      field: 'email',
      message: messages.invalidEmail,
    },
    {
      patch: { email: `${tooLong(maxLengths.email)}@example.org` },
      field: 'email',
      message: messages.tooLong(maxLengths.email),
    },
    { patch: { role: '' }, field: 'role', message: teamFormMessages.role },
    { patch: { role: undefined }, field: 'role', message: teamFormMessages.role },
    { patch: { role: 'superuser' }, field: 'role', message: messages.invalidChoice },
    { patch: { subthemes: 'Water' }, field: 'subthemes', message: teamFormMessages.subthemes },
    {
      patch: { subthemes: ['Not a subtheme'] },
      field: 'subthemes',
      message: teamFormMessages.subthemes,
    },
  ],
};

/** The team table's role select. */
export const roleChangeCases: FormCases<RoleChange> = {
  valid: { role: 'finance' },
  invalid: [
    { patch: { role: '' }, field: 'role', message: teamFormMessages.role },
    { patch: { role: undefined }, field: 'role', message: teamFormMessages.role },
    { patch: { role: 'superuser' }, field: 'role', message: messages.invalidChoice },
  ],
};

/** The account section's change of one's own password. */
export const passwordChangeCases: FormCases<PasswordChange> = {
  valid: { currentPassword: 'the current password', newPassword: 'a brand new password' },
  invalid: [
    { patch: { currentPassword: '' }, field: 'currentPassword', message: messages.required },
    {
      patch: { currentPassword: undefined },
      field: 'currentPassword',
      message: messages.required,
    },
    {
      patch: { currentPassword: tooLong(longestPassword) },
      field: 'currentPassword',
      message: messages.tooLong(longestPassword),
    },
    { patch: { newPassword: '' }, field: 'newPassword', message: messages.required },
    { patch: { newPassword: undefined }, field: 'newPassword', message: messages.required },
    { patch: { newPassword: tooShortPassword }, field: 'newPassword', message: passwordTooShort },
    {
      patch: { newPassword: tooLong(longestPassword) },
      field: 'newPassword',
      message: messages.tooLong(longestPassword),
    },
  ],
};

/** The invitation page's set-password form; the api's tests put a real token in. */
export const invitationAcceptanceCases: FormCases<InvitationAcceptance> = {
  valid: { token: 'token-from-the-link', password: 'a brand new password' },
  invalid: [
    { patch: { token: undefined }, field: 'token', message: messages.required },
    { patch: { token: tooLong(100) }, field: 'token', message: messages.tooLong(100) },
    { patch: { password: '' }, field: 'password', message: messages.required },
    { patch: { password: undefined }, field: 'password', message: messages.required },
    { patch: { password: tooShortPassword }, field: 'password', message: passwordTooShort },
    {
      patch: { password: tooLong(longestPassword) },
      field: 'password',
      message: messages.tooLong(longestPassword),
    },
  ],
};

/**
 * The sign-in screen. Refusals name no account: a blank field asks for both, a value no
 * account can have answers as wrong credentials do.
 */
export const loginCases: FormCases<LoginRequest> = {
  valid: { email: 'organiser@example.org', password: 'the current password' },
  invalid: [
    { patch: { email: '' }, field: 'email', message: messages.loginRequired },
    { patch: { email: ' ' }, field: 'email', message: messages.loginRequired },
    { patch: { email: undefined }, field: 'email', message: messages.loginRequired },
    {
      patch: { email: tooLong(maxLengths.email) },
      field: 'email',
      message: messages.loginFailed,
    },
    { patch: { password: '' }, field: 'password', message: messages.loginRequired },
    { patch: { password: undefined }, field: 'password', message: messages.loginRequired },
    {
      patch: { password: tooLong(longestPassword) },
      field: 'password',
      message: messages.loginFailed,
    },
  ],
};
