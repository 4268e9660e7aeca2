import { Injectable } from '@nestjs/common';
import { messages } from '@caawg11/conference';
import {
  RateLimiterService,
  type RateLimitCount,
  type RateLimitPolicy,
} from '../rate-limit/rate-limiter.service.js';
import {
  loginAttemptsPerAccountAndClient,
  loginFailuresPerClient,
} from './login-throttle.service.js';

/** Current-password checks one client may make for one account in a window, as for sign-in. */
export const passwordChecksPerAccountAndClient: RateLimitPolicy = {
  ...loginAttemptsPerAccountAndClient,
  name: 'password-check:account-client',
};
/**
 * Failed current-password checks for one account from any client: a stolen session used from
 * many addresses still gets no more guesses than a client gets at sign-in.
 */
export const passwordCheckFailuresPerAccount: RateLimitPolicy = {
  ...loginFailuresPerClient,
  name: 'password-check:account',
};

export const passwordCheckUnavailableMessage =
  'Changing the password is temporarily unavailable. Please try again in a few minutes.';

/**
 * Counts the current-password checks of a password change in Redis, so a stolen session cannot
 * guess the password it would need to take the account over. Like sign-in, each check takes its
 * point before the password is verified, a right password gives the points back, and while
 * Redis is unreachable the change is refused rather than left without a brake.
 */
@Injectable()
export class PasswordCheckThrottle {
  constructor(private readonly limiter: RateLimiterService) {}

  private counts(userId: string, clientAddress: string): [RateLimitCount, RateLimitCount] {
    return [
      { policy: passwordChecksPerAccountAndClient, key: `${userId}:${clientAddress}` },
      { policy: passwordCheckFailuresPerAccount, key: userId },
    ];
  }

  /** Counts a check about to be made; refuses with 429, naming the wait, over the limit. */
  async admitCheck(userId: string, clientAddress: string): Promise<void> {
    await this.limiter.consume(this.counts(userId, clientAddress), {
      refusal: messages.passwordCheckThrottled,
      whenStoreDown: { refuse: passwordCheckUnavailableMessage },
    });
  }

  /** The current password was right: this client's count starts again, the account's is given back. */
  async recordSuccess(userId: string, clientAddress: string): Promise<void> {
    const [accountAndClient, account] = this.counts(userId, clientAddress);
    await Promise.all([this.limiter.reset(accountAndClient), this.limiter.refund(account)]);
  }
}
