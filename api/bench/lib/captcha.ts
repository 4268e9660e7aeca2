import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { altchaDifficulty } from '../../src/platform/captcha/altcha.provider.js';
import { benchSecrets } from './bench-env.js';

/**
 * A robot check as the widget sends it, signed with the api's key and at the api's cost, whose
 * answer is among the first counters: solved in milliseconds before the timed part, verified
 * by the api at its full cost.
 */
export async function presolvedCaptcha(): Promise<string> {
  const challenge = await createChallenge({
    algorithm: altchaDifficulty.algorithm,
    cost: altchaDifficulty.cost,
    counter: 1,
    deriveKey,
    hmacSignatureSecret: benchSecrets.ALTCHA_HMAC_KEY,
    expiresAt: new Date(Date.now() + 10 * 60_000),
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('Could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
