import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  normaliseEmail,
  passwordResetLifetimeMinutes,
  teamMessages,
  type ApiResult,
  type Clock,
  type Language,
} from '@caawg11/conference';
import { AuditService } from '../audit/audit.service.js';
import { ApiError } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import { CLOCK } from '../config/clock.token.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { hashLinkToken, newLinkToken } from '../security/link-token.js';
import { PasswordHasher } from '../security/password-hasher.js';
import { UsersRepository } from '../users/users.repository.js';
import type {
  PasswordResetConfirmationDto,
  PasswordResetRequestDto,
} from './dto/password-reset.dto.js';
import { PasswordResetThrottle } from './password-reset-throttle.js';
import { PasswordResetsRepository } from './password-resets.repository.js';

const lifetimeMs = passwordResetLifetimeMinutes * 60 * 1000;

/** Where the e-mailed link leads: the admin portal's reset screen. */
const passwordResetPath = '/dashboard/reset-password';

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/**
 * A forgotten password, reset by e-mail: the member asks with their address, the worker e-mails
 * a single-use link valid for 30 minutes, and the member chooses a new password with it; every
 * sign-in of the account then ends. Only the token's hash is kept, and the link leaves the
 * outbox row once the e-mail is sent, as an invitation's does.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly resets: PasswordResetsRepository,
    private readonly users: UsersRepository,
    private readonly throttle: PasswordResetThrottle,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly hasher: PasswordHasher,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * E-mails a reset link when an enabled account has the address. The answer, its status and
   * (through a minimum duration) its timing are the same for every address. The e-mail is in the
   * language the request asks in.
   */
  async request(
    input: PasswordResetRequestDto,
    clientAddress: string,
    language: Language,
  ): Promise<ApiResult> {
    const answerNotBefore = Date.now() + this.config.PASSWORD_RESET_MIN_ANSWER_MS;
    const email = normaliseEmail(input.email);
    await this.throttle.admitRequest(email, clientAddress);
    const user = await this.users.findByEmail(email);
    if (user && user.disabledAt === null) {
      const now = this.clock.now();
      const token = newLinkToken();
      const expiresAt = new Date(now.getTime() + lifetimeMs);
      const site = this.config.PUBLIC_SITE_URL.replace(/\/+$/, '');
      await this.resets.transaction(async (manager) => {
        await this.resets.replace(
          manager,
          { userId: user.id, tokenHash: hashLinkToken(token), expiresAt },
          now,
        );
        await this.outbox.add(manager, {
          template: 'password-reset',
          to: user.email,
          language,
          data: {
            link: `${site}${passwordResetPath}?token=${token}`,
            expiresAt: expiresAt.toISOString(),
          },
        });
        await this.audit.record(
          { userId: user.id, email: user.email, clientAddress },
          { action: 'auth.password-reset-requested', entityType: 'user', entityId: user.id },
          manager,
        );
      });
    }
    await sleep(answerNotBefore - Date.now());
    return { success: true, message: teamMessages.passwordResetRequested };
  }

  /** Sets the new password once per link and ends every sign-in of the account. */
  async confirm(input: PasswordResetConfirmationDto, clientAddress: string): Promise<ApiResult> {
    await this.throttle.admitConfirmation(clientAddress);
    const tokenHash = hashLinkToken(input.token);
    // The costly hash is made only for a link that works, so guessed tokens cost a lookup each;
    // the transaction then uses the link up, and only one of two uses at once succeeds.
    if (!(await this.resets.usable(tokenHash, this.clock.now()))) throw this.invalid();
    const passwordHash = await this.hasher.hash(input.password);
    await this.resets.transaction(async (manager) => {
      const now = this.clock.now();
      const reset = await this.resets.usable(tokenHash, now);
      if (!reset || !(await this.resets.consume(manager, reset, now))) throw this.invalid();
      const user = await this.users.lock(manager, reset.userId);
      if (!user || user.disabledAt !== null) throw this.invalid();
      await this.users.replacePasswordHash(manager, user.id, passwordHash);
      await this.audit.record(
        { userId: user.id, email: user.email, clientAddress },
        { action: 'auth.password-reset', entityType: 'user', entityId: user.id },
        manager,
      );
    });
    return { success: true, message: teamMessages.passwordResetDone };
  }

  private invalid(): ApiError {
    return new ApiError(HttpStatus.GONE, teamMessages.passwordResetInvalid);
  }
}
