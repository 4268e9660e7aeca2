import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createChallenge, randomInt, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { altchaDifficulty } from '../../src/platform/captcha/altcha.provider.js';
import type { AppConfig } from '../../src/platform/config/app-config.js';

/** The payload the `altcha` widget puts in `recaptchaToken` once it has solved `challenge`. */
export async function solvePayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('Could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Fetches a challenge from the api and solves it, as the widget does in a browser. */
export async function solvedCaptcha(app: NestFastifyApplication): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/captcha/challenge answered ${response.statusCode}: ${response.body}`);
  }
  return solvePayload(response.json<Challenge>());
}

/** A correctly signed and solved challenge whose time ran out a minute ago. */
export async function expiredCaptcha(config: AppConfig): Promise<string> {
  const challenge = await createChallenge({
    algorithm: altchaDifficulty.algorithm,
    cost: altchaDifficulty.cost,
    counter: randomInt(altchaDifficulty.maxCounter, altchaDifficulty.minCounter),
    deriveKey,
    hmacSignatureSecret: config.altchaHmacKey,
    expiresAt: new Date(Date.now() - 60_000),
  });
  return solvePayload(challenge);
}
