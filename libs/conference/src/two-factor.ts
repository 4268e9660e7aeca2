import type { ApiResult } from './api-results.js';
import { describeWait } from './messages.js';
import { staffRoles, type StaffRole } from './roles.js';
import { isBlank, type FieldRule, type FormRules } from './rules.js';

/** Single-use recovery codes an account gets when it turns two factors on. */
export const recoveryCodeCount = 10;

/** The roles whose members must sign in with two factors until an admin chooses otherwise. */
export const defaultTwoFactorRoles: readonly StaffRole[] = ['admin', 'finance'];

export const twoFactorMessages = {
  codeRequired: 'Please enter the code from your authenticator app or a recovery code',
  wrongCode:
    'That code is not right. Enter the current code from your authenticator app, or an unused recovery code.',
  wrongSetupCode:
    'That code is not right. Enter the current 6-digit code your authenticator app shows for this account.',
  challengeExpired: 'Your sign-in took too long. Please sign in again.',
  setupFirst: 'Please start the set-up again: scan the new QR code, then enter its code.',
  alreadyOn: 'Two-factor authentication is already on for this account.',
  setupRequired: 'Your role requires two-factor authentication. Set it up to continue.',
  throttled: (retryAfterSeconds: number) =>
    `Too many wrong codes. Please try again in ${describeWait(retryAfterSeconds)}.`,
  unavailable: 'Checking codes is temporarily unavailable. Please try again in a few minutes.',
  enabled: 'Two-factor authentication is on.',
  reset: (email: string) => `Two-factor authentication of ${email} was reset.`,
  ownReset:
    'You cannot reset your own two-factor authentication. Please ask another admin to reset it.',
  rolesSaved: 'Two-factor requirement saved.',
  roles: 'Please choose the roles among the team roles',
} as const;

/** What an account's own two-factor page shows. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** Unused recovery codes left. */
  recoveryCodesLeft: number;
  /** Whether the account's role must sign in with two factors. */
  required: boolean;
}

/** `POST /api/auth/two-factor/setup`: a new secret, not in use until a code confirms it. */
export interface TwoFactorSetup {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL drawn as a QR code, an SVG data URL. */
  qrCode: string;
}

export interface TwoFactorCode {
  code: string;
}

export interface TwoFactorChallengeAnswer extends TwoFactorCode {
  challengeToken: string;
}

/** `POST /api/auth/two-factor/enable`: the recovery codes, shown this once. */
export interface TwoFactorEnabled extends ApiResult {
  recoveryCodes: string[];
  /** A full sign-in, when the request came from one limited to the set-up. */
  token?: string;
}

/** `POST /api/auth/login` of an account with two factors on: the password was right, a code is next. */
export interface TwoFactorChallenge extends ApiResult {
  twoFactorRequired: true;
  challengeToken: string;
}

/** Which roles must sign in with two factors: the admins' setting. */
export interface TwoFactorRequirement {
  requiredRoles: StaffRole[];
}

/** A code as typed: spaces and dashes (as recovery codes are printed) do not count. */
export function normaliseTwoFactorCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** The longest code the api looks at. */
const maxCodeLength = 64;

const codeRule: FieldRule = (value) => {
  if (isBlank(value)) return twoFactorMessages.codeRequired;
  return (value as string).length > maxCodeLength ? twoFactorMessages.wrongCode : null;
};

/** The set-up's confirmation and the sign-in's code step. */
export const twoFactorCodeRules: FormRules<TwoFactorCode> = { code: codeRule };

export const twoFactorChallengeRules: FormRules<TwoFactorChallengeAnswer> = {
  code: codeRule,
  challengeToken: (value) =>
    isBlank(value) || (value as string).length > 2048 ? twoFactorMessages.challengeExpired : null,
};

export const twoFactorRequirementRules: FormRules<TwoFactorRequirement> = {
  requiredRoles: (value) =>
    Array.isArray(value) &&
    value.length <= staffRoles.length &&
    value.every((role) => (staffRoles as readonly unknown[]).includes(role))
      ? null
      : twoFactorMessages.roles,
};
