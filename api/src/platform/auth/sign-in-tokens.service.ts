import { createHmac, randomUUID } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { twoFactorMessages } from '@caawg11/conference';
import { ApiError } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import type { User } from '../users/user.entity.js';
import type { JwtPayload } from './jwt-payload.js';
import { SignInSessionsRepository } from './sign-in-sessions.repository.js';

/** How long the code step of a sign-in may take after the password was right. */
const challengeLifetimeSeconds = 5 * 60;
const challengePurpose = 'two-factor-challenge';

/** What a two-factor challenge token carries: the account, at its token version. */
interface ChallengeClaims {
  sub: string;
  ver: number;
  purpose: typeof challengePurpose;
}

/**
 * Signs the tokens a sign-in hands out: session tokens, each with its sign-in row, and the
 * short-lived challenge of the code step. Challenges are signed with a key of their own
 * (derived from JWT_SECRET), so a challenge is never accepted as a session token, nor a session
 * token as a challenge.
 */
@Injectable()
export class SignInTokens {
  private readonly challengeSecret: string;

  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SignInSessionsRepository,
    config: AppConfig,
  ) {
    this.challengeSecret = createHmac('sha256', config.jwtSecret)
      .update(challengePurpose)
      .digest('base64url');
  }

  /**
   * Opens a sign-in of the account and signs the token that stands for it; `setupOnly` limits
   * it to the two-factor set-up.
   */
  async issue(user: User, options: { setupOnly?: boolean } = {}): Promise<string> {
    const payload: JwtPayload = {
      sub: user.id,
      email: user.email,
      role: user.role,
      ver: user.tokenVersion,
      sid: randomUUID(),
      ...(options.setupOnly && { tfs: true }),
    };
    const token = await this.jwt.signAsync(payload);
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    await this.sessions.open(payload.sid, user.id, new Date(exp * 1000));
    return token;
  }

  challenge(user: User): Promise<string> {
    const claims: ChallengeClaims = {
      sub: user.id,
      ver: user.tokenVersion,
      purpose: challengePurpose,
    };
    return this.jwt.signAsync(claims, {
      secret: this.challengeSecret,
      expiresIn: challengeLifetimeSeconds,
      algorithm: 'HS256',
    });
  }

  /** The account and token version a challenge was issued for; 401 for any other token. */
  async readChallenge(token: string): Promise<{ userId: string; tokenVersion: number }> {
    try {
      const claims = await this.jwt.verifyAsync<ChallengeClaims>(token, {
        secret: this.challengeSecret,
        algorithms: ['HS256'],
      });
      if (
        claims.purpose === challengePurpose &&
        typeof claims.sub === 'string' &&
        typeof claims.ver === 'number'
      ) {
        return { userId: claims.sub, tokenVersion: claims.ver };
      }
    } catch {
      // Expired, altered or not a challenge: answered below as one.
    }
    throw new ApiError(HttpStatus.UNAUTHORIZED, twoFactorMessages.challengeExpired);
  }
}
