import { Injectable } from '@nestjs/common';
import { messages, normaliseEmail } from '@caawg11/conference';
import {
  hashedKey,
  RateLimiterService,
  type RateLimitCount,
  type RateLimitPolicy,
} from '../rate-limit/rate-limiter.service.js';

/** Sign-in attempts one client may make at one account in a window; a success clears them. */
export const loginAttemptsPerAccountAndClient: RateLimitPolicy = {
  name: 'login:account-client',
  points: 5,
  durationSeconds: 15 * 60,
};
/** Failed sign-in attempts one client may make, whichever accounts it tries. */
export const loginFailuresPerClient: RateLimitPolicy = {
  name: 'login:client',
  points: 20,
  durationSeconds: 15 * 60,
};

export const loginThrottleUnavailableMessage =
  'Sign-in is temporarily unavailable. Please try again in a few minutes.';

/**
 * Counts sign-in attempts in Redis, per account and client together (so a stranger guessing
 * cannot lock a real admin out, and the count runs out after its window) and per client. Each
 * attempt takes its point before the password is checked, so parallel guesses are counted one
 * by one and none gets past the limit; a successful sign-in gives its points back. While Redis
 * is unreachable sign-in is refused rather than left without a brake on password guessing.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly limiter: RateLimiterService) {}

  private counts(email: string, clientAddress: string): [RateLimitCount, RateLimitCount] {
    return [
      {
        policy: loginAttemptsPerAccountAndClient,
        key: `${hashedKey(normaliseEmail(email))}:${clientAddress}`,
      },
      { policy: loginFailuresPerClient, key: clientAddress },
    ];
  }

  /** Counts an attempt about to be checked; refuses with 429, naming the wait, over the limit. */
  async admitAttempt(email: string, clientAddress: string): Promise<void> {
    await this.limiter.consume(this.counts(email, clientAddress), {
      refusal: messages.loginThrottled,
      whenStoreDown: { refuse: loginThrottleUnavailableMessage },
    });
  }

  /** The attempt was right: the account's count for this client starts again, the client's is given back. */
  async recordSuccess(email: string, clientAddress: string): Promise<void> {
    const [accountAndClient, client] = this.counts(email, clientAddress);
    await Promise.all([this.limiter.reset(accountAndClient), this.limiter.refund(client)]);
  }
}
