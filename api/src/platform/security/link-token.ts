import { createHash, randomBytes } from 'node:crypto';

/** A token for a link sent by e-mail (access, invitation, response, opt-out): 256 random bits. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a link token: its SHA-256, so a copy of the table opens nothing. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
