import { Injectable } from '@nestjs/common';
import { messages, normaliseEmail } from '@caawg11/conference';
import { AppConfig } from '../config/app-config.js';
import {
  hashedKey,
  RateLimiterService,
  type RateLimitPolicy,
} from '../rate-limit/rate-limiter.service.js';

const passwordResetUnavailableMessage =
  'Resetting a password is temporarily unavailable. Please try again in a few minutes.';

/**
 * Counts password-reset requests per e-mail address (so nobody floods a member's inbox) and per
 * client (so nobody walks through a list of addresses), and the uses of reset links per client.
 * The limits apply to every address alike, with or without an account, so a refusal tells
 * nothing. While Redis is unreachable resets are refused: a reset sets a password, and its
 * brakes must hold as sign-in's do.
 */
@Injectable()
export class PasswordResetThrottle {
  constructor(
    private readonly config: AppConfig,
    private readonly limiter: RateLimiterService,
  ) {}

  private policy(name: string, points: number): RateLimitPolicy {
    return { name, points, durationSeconds: this.config.PASSWORD_RESET_WINDOW_SECONDS };
  }

  /** Counts a request for a reset link; HTTP 429 with the wait over a limit. */
  async admitRequest(email: string, clientAddress: string): Promise<void> {
    await this.limiter.consume(
      [
        {
          policy: this.policy('password-reset:email', this.config.PASSWORD_RESET_PER_EMAIL),
          // Redis holds no list of who asked.
          key: hashedKey(normaliseEmail(email)),
        },
        {
          policy: this.policy('password-reset:client', this.config.PASSWORD_RESET_PER_CLIENT),
          key: clientAddress,
        },
      ],
      {
        refusal: messages.tooManyRequestsRetryIn,
        whenStoreDown: { refuse: passwordResetUnavailableMessage },
      },
    );
  }

  /** Counts a use of a reset link, good or not; HTTP 429 with the wait over the limit. */
  async admitConfirmation(clientAddress: string): Promise<void> {
    await this.limiter.consume(
      [
        {
          policy: this.policy(
            'password-reset-confirm:client',
            this.config.PASSWORD_RESET_PER_CLIENT,
          ),
          key: clientAddress,
        },
      ],
      {
        refusal: messages.tooManyRequestsRetryIn,
        whenStoreDown: { refuse: passwordResetUnavailableMessage },
      },
    );
  }
}
