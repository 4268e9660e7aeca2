import { randomBytes } from 'node:crypto';

/** Signing keys of the suite's own, as an operator would set them: nothing in the repository signs. */
export function randomSigningSecrets(): Record<
  | 'JWT_SECRET'
  | 'FILE_LINK_SECRET'
  | 'BADGE_SIGNING_SECRET'
  | 'MAIL_LINK_SECRET'
  | 'TWO_FACTOR_ENCRYPTION_KEY'
  | 'ALTCHA_HMAC_KEY',
  string
> {
  return {
    JWT_SECRET: randomBytes(32).toString('base64url'),
    FILE_LINK_SECRET: randomBytes(32).toString('base64url'),
    BADGE_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    MAIL_LINK_SECRET: randomBytes(32).toString('base64url'),
    TWO_FACTOR_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    ALTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
  };
}
