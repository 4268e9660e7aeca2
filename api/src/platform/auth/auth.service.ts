import { HttpStatus, Injectable } from '@nestjs/common';
import {
  normaliseEmail,
  type ApiResult,
  type AuthUser,
  type LoginResult,
  type TwoFactorChallenge,
} from '@caawg11/conference';
import { AuditService } from '../audit/audit.service.js';
import { ApiError } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import { verifyAgainstNothing, verifyPassword } from '../security/password-hasher.js';
import type { User } from '../users/user.entity.js';
import { UserExistsError, UsersRepository } from '../users/users.repository.js';
import type { ChangePasswordDto } from './dto/change-password.dto.js';
import type { LoginDto } from './dto/login.dto.js';
import type { RegisterDto } from './dto/register.dto.js';
import type { SignedInAccount } from './jwt-payload.js';
import { sessionEndedMessage } from './jwt.strategy.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordCheckThrottle } from './password-check-throttle.js';
import { SignInSessionsRepository } from './sign-in-sessions.repository.js';
import { SignInTokens } from './sign-in-tokens.service.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';

/** The same words whichever of e-mail or password was wrong. */
export const badCredentialsMessage = 'Invalid email or password.';
export const registrationClosedMessage = 'Creating accounts is closed.';
export const wrongCurrentPasswordMessage = 'The current password is not correct.';
export const signedOutEverywhereMessage = 'Every other sign-in of your account has ended.';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SignInSessionsRepository,
    private readonly tokens: SignInTokens,
    private readonly twoFactor: TwoFactorService,
    private readonly throttle: LoginThrottleService,
    private readonly passwordChecks: PasswordCheckThrottle,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  /**
   * A right password signs in, unless the account has two factors on (the answer is then a
   * challenge for the code step) or its role needs them (the token reaches only the set-up).
   */
  async login(input: LoginDto, clientAddress: string): Promise<LoginResult | TwoFactorChallenge> {
    const email = normaliseEmail(input.email);
    await this.throttle.admitAttempt(email, clientAddress);
    const user = await this.users.findByEmail(email);
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstNothing(input.password);
    if (!user || !valid || user.disabledAt !== null) {
      await this.audit.record(
        { userId: user?.id ?? null, email, clientAddress },
        { action: 'auth.sign-in-failed', entityType: 'user', entityId: user?.id ?? null },
      );
      throw new ApiError(HttpStatus.UNAUTHORIZED, badCredentialsMessage);
    }
    await this.throttle.recordSuccess(email, clientAddress);
    const answer = await this.twoFactor.afterPassword(user);
    // With two factors on, the sign-in is recorded once the code is right.
    if ('token' in answer) {
      await this.audit.record(
        { userId: user.id, email: user.email, clientAddress },
        { action: 'auth.sign-in', entityType: 'user', entityId: user.id },
      );
    }
    return answer;
  }

  /** Self-service accounts, when configuration opens them; always of role user. */
  async register(input: RegisterDto): Promise<LoginResult> {
    if (!this.config.AUTH_REGISTRATION_OPEN) {
      throw new ApiError(HttpStatus.FORBIDDEN, registrationClosedMessage);
    }
    try {
      const user = await this.users.create(input.email, input.password, 'user');
      return { success: true, token: await this.issueToken(user), message: 'Account created' };
    } catch (error) {
      if (error instanceof UserExistsError) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'An account with this email address already exists.',
          {
            email: 'An account with this email address already exists.',
          },
        );
      }
      throw error;
    }
  }

  me({ sessionId: _sessionId, ...account }: SignedInAccount): {
    success: true;
    message: string;
    data: AuthUser;
  } {
    return { success: true, message: 'Signed in', data: account };
  }

  /** Ends the sign-in making the request; the account's other sign-ins go on. */
  async logout(user: SignedInAccount, clientAddress: string): Promise<ApiResult> {
    await this.sessions.end(user.sessionId, user.id);
    await this.audit.record(
      { userId: user.id, email: user.email, clientAddress },
      { action: 'auth.sign-out', entityType: 'user', entityId: user.id },
    );
    return { success: true, message: 'Signed out' };
  }

  /**
   * Ends every sign-in of the account, on every device. The answer carries a fresh token so the
   * person who asked stays signed in where they asked.
   */
  async signOutEverywhere(user: AuthUser, clientAddress: string): Promise<LoginResult> {
    await this.users.endSessions(user.id);
    const account = await this.users.findById(user.id);
    if (!account) throw new ApiError(HttpStatus.UNAUTHORIZED, sessionEndedMessage);
    await this.audit.record(
      { userId: user.id, email: user.email, clientAddress },
      { action: 'auth.signed-out-everywhere', entityType: 'user', entityId: user.id },
    );
    return {
      success: true,
      token: await this.issueToken(account),
      message: signedOutEverywhereMessage,
    };
  }

  /**
   * Sets a new password once the current one is confirmed. Every earlier sign-in ends; the
   * answer carries a fresh token so the session making the change goes on.
   */
  async changePassword(
    user: AuthUser,
    input: ChangePasswordDto,
    clientAddress: string,
  ): Promise<LoginResult> {
    await this.passwordChecks.admitCheck(user.id, clientAddress);
    const account = await this.users.findById(user.id);
    if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
      throw new ApiError(HttpStatus.BAD_REQUEST, wrongCurrentPasswordMessage, {
        currentPassword: wrongCurrentPasswordMessage,
      });
    }
    await this.passwordChecks.recordSuccess(user.id, clientAddress);
    const changed = await this.users.changePassword(account.id, input.newPassword);
    await this.audit.record(
      { userId: user.id, email: user.email, clientAddress },
      { action: 'auth.password-changed', entityType: 'user', entityId: user.id },
    );
    return { success: true, token: await this.issueToken(changed), message: 'Password changed' };
  }

  private issueToken(user: User): Promise<string> {
    return this.tokens.issue(user);
  }
}
