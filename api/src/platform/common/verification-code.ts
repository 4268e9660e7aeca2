import { randomInt } from 'node:crypto';
import { verificationCodeAlphabet } from '@caawg11/conference';

/**
 * A fresh code for a certificate or letter: 12 random characters of a 32-letter alphabet
 * (60 bits), so a code cannot be guessed from another one.
 */
export function newVerificationCode(): string {
  const characters = Array.from(
    { length: 12 },
    () => verificationCodeAlphabet[randomInt(verificationCodeAlphabet.length)],
  ).join('');
  return `${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8)}`;
}
