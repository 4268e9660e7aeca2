import { Injectable } from '@nestjs/common';
import { twoFactorMessages } from '@caawg11/conference';
import {
  RateLimiterService,
  type RateLimitCount,
  type RateLimitPolicy,
} from '../../rate-limit/rate-limiter.service.js';
import {
  loginAttemptsPerAccountAndClient,
  loginFailuresPerClient,
} from '../login-throttle.service.js';

/** Codes one client may try for one account in a window, as many as passwords at sign-in. */
export const twoFactorCodesPerAccountAndClient: RateLimitPolicy = {
  ...loginAttemptsPerAccountAndClient,
  name: 'two-factor:account-client',
};
/**
 * Wrong codes for one account from any client: someone holding the password and trying codes
 * from many addresses gets no more guesses than one client gets at sign-in.
 */
export const twoFactorCodeFailuresPerAccount: RateLimitPolicy = {
  ...loginFailuresPerClient,
  name: 'two-factor:account',
};

/**
 * Counts second-factor codes in Redis, as sign-in counts passwords: each code takes its point
 * before it is checked, a right code gives them back, and while Redis is unreachable codes are
 * refused rather than left without a brake (six digits fall to an unthrottled guesser).
 */
@Injectable()
export class TwoFactorThrottle {
  constructor(private readonly limiter: RateLimiterService) {}

  private counts(userId: string, clientAddress: string): [RateLimitCount, RateLimitCount] {
    return [
      { policy: twoFactorCodesPerAccountAndClient, key: `${userId}:${clientAddress}` },
      { policy: twoFactorCodeFailuresPerAccount, key: userId },
    ];
  }

  async admitCode(userId: string, clientAddress: string): Promise<void> {
    await this.limiter.consume(this.counts(userId, clientAddress), {
      refusal: twoFactorMessages.throttled,
      whenStoreDown: { refuse: twoFactorMessages.unavailable },
    });
  }

  async recordSuccess(userId: string, clientAddress: string): Promise<void> {
    const [accountAndClient, account] = this.counts(userId, clientAddress);
    await Promise.all([this.limiter.reset(accountAndClient), this.limiter.refund(account)]);
  }
}
