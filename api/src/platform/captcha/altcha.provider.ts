import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Solution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaChallenge, CaptchaConfig } from '@caawg11/conference';
import type { CaptchaProvider, CaptchaVerdict } from './captcha-provider.js';
import type { CaptchaReplayStore } from './captcha-replay-store.js';

/**
 * How hard a challenge is: PBKDF2/SHA-256 (the widget's default) at `cost` iterations per try,
 * with the answer a random counter between `minCounter` and `maxCounter` (deterministic mode:
 * exactly one counter solves it). About half a second of work in a browser.
 */
export const altchaDifficulty = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1_000,
  minCounter: 500,
  maxCounter: 1_500,
} as const;

/** A challenge must be solved and submitted within this time. */
export const altchaChallengeTtlSeconds = 10 * 60;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The widget's payload: base64 of JSON `{ challenge, solution }`. Null when it is not that. */
function decodePayload(token: string): { challenge: Challenge; solution: Solution } | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(decoded) || !isRecord(decoded.challenge) || !isRecord(decoded.solution))
    return null;
  const parameters = decoded.challenge.parameters;
  if (
    !isRecord(parameters) ||
    typeof parameters.nonce !== 'string' ||
    typeof parameters.expiresAt !== 'number' ||
    parameters.algorithm !== altchaDifficulty.algorithm ||
    typeof decoded.challenge.signature !== 'string'
  ) {
    return null;
  }
  return {
    challenge: decoded.challenge as unknown as Challenge,
    solution: decoded.solution as unknown as Solution,
  };
}

/**
 * ALTCHA, the default robot check: signed proof-of-work challenges issued by the api itself
 * (works offline, no third party). Expiry is measured in real time, not on the business clock.
 */
export class AltchaProvider implements CaptchaProvider {
  constructor(
    private readonly hmacKey: string,
    private readonly replay: CaptchaReplayStore,
  ) {}

  publicConfig(): CaptchaConfig {
    return {
      success: true,
      message: 'ALTCHA',
      provider: 'altcha',
      challengeUrl: '/api/captcha/challenge',
    };
  }

  async issueChallenge(): Promise<CaptchaChallenge> {
    const challenge = await createChallenge({
      algorithm: altchaDifficulty.algorithm,
      cost: altchaDifficulty.cost,
      counter: randomInt(altchaDifficulty.maxCounter, altchaDifficulty.minCounter),
      deriveKey,
      hmacSignatureSecret: this.hmacKey,
      expiresAt: new Date(Date.now() + altchaChallengeTtlSeconds * 1000),
    });
    return challenge as CaptchaChallenge;
  }

  async verify(token: string): Promise<CaptchaVerdict> {
    const payload = decodePayload(token);
    if (!payload) return 'invalid';
    let verified: boolean;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.hmacKey,
      });
      if (result.expired) return 'expired';
      verified = result.verified;
    } catch {
      // Malformed numbers or hex in a forged payload make the library throw.
      return 'invalid';
    }
    if (!verified) return 'invalid';
    const { nonce, expiresAt = 0 } = payload.challenge.parameters;
    const secondsLeft = expiresAt - Date.now() / 1000;
    const firstUse = await this.replay.claim(`altcha:${nonce}`, secondsLeft + 60);
    return firstUse ? 'solved' : 'replayed';
  }
}
