import { HttpStatus, Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import {
  edition,
  normaliseTwoFactorCode,
  twoFactorMessages,
  type LoginResult,
  type StaffRole,
  type TwoFactorChallenge,
  type TwoFactorEnabled,
  type TwoFactorRequirement,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../audit/audit.service.js';
import { ApiError } from '../../common/api-error.js';
import type { User } from '../../users/user.entity.js';
import { UsersRepository } from '../../users/users.repository.js';
import type { SignedInAccount } from '../jwt-payload.js';
import { SignInSessionsRepository } from '../sign-in-sessions.repository.js';
import { SignInTokens } from '../sign-in-tokens.service.js';
import { TwoFactorKeys } from './two-factor-keys.js';
import { TwoFactorSettingsRepository } from './two-factor-settings.repository.js';
import { TwoFactorThrottle } from './two-factor-throttle.js';

/** One time step either side of now, for a phone's clock a little off. */
const epochToleranceSeconds = 30;
const appCodePattern = /^\d{6}$/;

/**
 * The team's second factor: TOTP codes from an authenticator app, or one of ten single-use
 * recovery codes. A code of a time step is accepted once (the step is stored), and codes are
 * throttled per account as passwords are at sign-in.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly users: UsersRepository,
    private readonly settings: TwoFactorSettingsRepository,
    private readonly keys: TwoFactorKeys,
    private readonly throttle: TwoFactorThrottle,
    private readonly tokens: SignInTokens,
    private readonly sessions: SignInSessionsRepository,
    private readonly audit: AuditService,
  ) {}

  /**
   * The answer to a right password: a challenge for the code step when two factors are on;
   * otherwise a token, limited to the set-up when the account's role needs two factors.
   */
  async afterPassword(user: User): Promise<LoginResult | TwoFactorChallenge> {
    if (user.twoFactorEnabledAt) {
      return {
        success: true,
        message: 'Enter your authentication code',
        twoFactorRequired: true,
        challengeToken: await this.tokens.challenge(user),
      };
    }
    if (await this.isRequiredFor(user.role)) {
      return {
        success: true,
        message: twoFactorMessages.setupRequired,
        token: await this.tokens.issue(user, { setupOnly: true }),
        twoFactorSetupRequired: true,
      };
    }
    return { success: true, token: await this.tokens.issue(user), message: 'Signed in' };
  }

  /** The code step of a sign-in: a full token for a current app code or an unused recovery code. */
  async verifyChallenge(
    challengeToken: string,
    code: string,
    clientAddress: string,
  ): Promise<LoginResult> {
    const challenge = await this.tokens.readChallenge(challengeToken);
    const user = await this.users.findById(challenge.userId);
    if (
      !user ||
      user.disabledAt !== null ||
      user.tokenVersion !== challenge.tokenVersion ||
      !user.twoFactorEnabledAt
    ) {
      throw new ApiError(HttpStatus.UNAUTHORIZED, twoFactorMessages.challengeExpired);
    }
    const actor: AuditActor = { userId: user.id, email: user.email, clientAddress };
    await this.throttle.admitCode(user.id, clientAddress);
    const accepted = await this.acceptCode(user, code);
    if (!accepted) {
      await this.audit.record(actor, {
        action: 'auth.two-factor-code-refused',
        entityType: 'user',
        entityId: user.id,
      });
      throw new ApiError(HttpStatus.UNAUTHORIZED, twoFactorMessages.wrongCode, {
        code: twoFactorMessages.wrongCode,
      });
    }
    await this.throttle.recordSuccess(user.id, clientAddress);
    if (accepted === 'recovery-code') {
      await this.audit.record(actor, {
        action: 'auth.two-factor-recovery-code-used',
        entityType: 'user',
        entityId: user.id,
        after: { recoveryCodesLeft: await this.users.unusedRecoveryCodes(user.id) },
      });
    }
    await this.audit.record(actor, {
      action: 'auth.sign-in',
      entityType: 'user',
      entityId: user.id,
      after: { secondFactor: accepted },
    });
    return { success: true, token: await this.tokens.issue(user), message: 'Signed in' };
  }

  async status(account: SignedInAccount): Promise<TwoFactorStatus> {
    const user = await this.account(account.id);
    return {
      enabled: user.twoFactorEnabledAt !== null,
      recoveryCodesLeft: user.twoFactorEnabledAt
        ? await this.users.unusedRecoveryCodes(user.id)
        : 0,
      required: await this.isRequiredFor(user.role),
    };
  }

  /** A new secret, kept encrypted and unused until {@link enable} confirms a code of it. */
  async setup(account: SignedInAccount, clientAddress: string): Promise<TwoFactorSetup> {
    const user = await this.account(account.id);
    if (user.twoFactorEnabledAt)
      throw new ApiError(HttpStatus.CONFLICT, twoFactorMessages.alreadyOn);
    const secret = generateSecret();
    if (
      !(await this.users.setPendingTwoFactorSecret(
        user.id,
        this.keys.encryptSecret(user.id, secret),
      ))
    ) {
      throw new ApiError(HttpStatus.CONFLICT, twoFactorMessages.alreadyOn);
    }
    await this.audit.record(
      { userId: user.id, email: user.email, clientAddress },
      { action: 'auth.two-factor-setup-started', entityType: 'user', entityId: user.id },
    );
    const otpauthUrl = generateURI({
      issuer: `${edition.shortName} admin`,
      label: user.email,
      secret,
    });
    const svg = await QRCode.toString(otpauthUrl, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
    });
    return {
      secret,
      otpauthUrl,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /**
   * Turns two factors on once a code of the pending secret is right, and answers the ten
   * recovery codes, which are shown this once. A sign-in limited to the set-up is ended and a
   * full one given in its place.
   */
  async enable(
    account: SignedInAccount,
    code: string,
    clientAddress: string,
  ): Promise<TwoFactorEnabled> {
    const user = await this.account(account.id);
    if (user.twoFactorEnabledAt)
      throw new ApiError(HttpStatus.CONFLICT, twoFactorMessages.alreadyOn);
    const stored = user.twoFactorSecret;
    const secret = stored ? this.keys.decryptSecret(user.id, stored) : null;
    if (!stored || !secret) throw ApiError.validation({ code: twoFactorMessages.setupFirst });
    await this.throttle.admitCode(user.id, clientAddress);
    const timeStep = await this.appCodeTimeStep(secret, code, null);
    if (timeStep === null) throw ApiError.validation({ code: twoFactorMessages.wrongSetupCode });
    await this.throttle.recordSuccess(user.id, clientAddress);
    const recoveryCodes = this.keys.newRecoveryCodes();
    const enabled = await this.users.transaction(async (manager) => {
      const done = await this.users.enableTwoFactor(
        manager,
        user.id,
        stored,
        timeStep,
        recoveryCodes.map((recoveryCode) => this.keys.hashRecoveryCode(recoveryCode)),
      );
      if (done) {
        await this.audit.record(
          { userId: user.id, email: user.email, clientAddress },
          {
            action: 'auth.two-factor-enabled',
            entityType: 'user',
            entityId: user.id,
            before: { twoFactor: false },
            after: { twoFactor: true },
          },
          manager,
        );
      }
      return done;
    });
    if (!enabled) throw ApiError.validation({ code: twoFactorMessages.setupFirst });
    if (!account.twoFactorSetupRequired) {
      return { success: true, message: twoFactorMessages.enabled, recoveryCodes };
    }
    await this.sessions.end(account.sessionId, account.id);
    const now = await this.account(account.id);
    return {
      success: true,
      message: twoFactorMessages.enabled,
      recoveryCodes,
      token: await this.tokens.issue(now),
    };
  }

  async requirement(): Promise<TwoFactorRequirement> {
    return { requiredRoles: await this.settings.requiredRoles() };
  }

  async setRequirement(roles: StaffRole[], actor: AuditActor): Promise<TwoFactorRequirement> {
    const requiredRoles = [...new Set(roles)];
    await this.users.transaction(async (manager) => {
      const before = await this.settings.lockRequiredRoles(manager);
      await this.settings.saveRequiredRoles(manager, requiredRoles);
      await this.audit.record(
        actor,
        {
          action: 'team.two-factor-roles-changed',
          entityType: 'two-factor-settings',
          entityId: null,
          before: { requiredRoles: before },
          after: { requiredRoles },
        },
        manager,
      );
    });
    return { requiredRoles };
  }

  private async isRequiredFor(role: User['role']): Promise<boolean> {
    return (await this.settings.requiredRoles()).some((required) => required === role);
  }

  private async account(id: string): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new ApiError(HttpStatus.UNAUTHORIZED, twoFactorMessages.challengeExpired);
    return user;
  }

  /** Which kind of code was accepted and used up, or null when it is not right. */
  private async acceptCode(user: User, code: string): Promise<'app-code' | 'recovery-code' | null> {
    if (this.keys.looksLikeRecoveryCode(code)) {
      const used = await this.users.useRecoveryCode(user.id, this.keys.hashRecoveryCode(code));
      return used ? 'recovery-code' : null;
    }
    const secret = user.twoFactorSecret
      ? this.keys.decryptSecret(user.id, user.twoFactorSecret)
      : null;
    if (!secret) return null;
    const timeStep = await this.appCodeTimeStep(secret, code, user.twoFactorLastTimeStep);
    if (timeStep === null) return null;
    return (await this.users.acceptTwoFactorTimeStep(user.id, timeStep)) ? 'app-code' : null;
  }

  /** The time step of a right app code later than `after`, or null. */
  private async appCodeTimeStep(
    secret: string,
    code: string,
    after: number | null,
  ): Promise<number | null> {
    const typed = normaliseTwoFactorCode(code);
    if (!appCodePattern.test(typed)) return null;
    const result = await verify({
      secret,
      token: typed,
      epochTolerance: epochToleranceSeconds,
      ...(after !== null && { afterTimeStep: after }),
    });
    if (!result.valid || !('timeStep' in result)) return null;
    return after !== null && result.timeStep <= after ? null : result.timeStep;
  }
}
