import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config.js';
import { toAuthUser, UsersRepository } from '../users/users.repository.js';
import type { JwtPayload, SignedInAccount } from './jwt-payload.js';
import { SignInSessionsRepository } from './sign-in-sessions.repository.js';

export const sessionEndedMessage = 'Your session has ended. Please sign in again.';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly users: UsersRepository,
    private readonly sessions: SignInSessionsRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /**
   * The account as it is now: a removed or disabled account, a changed role, a new password or
   * the end of every sign-in takes effect at once, and so does logging out of this sign-in.
   */
  async validate(payload: JwtPayload): Promise<SignedInAccount> {
    const user = typeof payload.sub === 'string' ? await this.users.findById(payload.sub) : null;
    if (
      !user ||
      user.disabledAt !== null ||
      payload.ver !== user.tokenVersion ||
      typeof payload.sid !== 'string' ||
      !(await this.sessions.isOpen(payload.sid, user.id))
    ) {
      throw new UnauthorizedException(sessionEndedMessage);
    }
    return {
      ...toAuthUser(user),
      sessionId: payload.sid,
      ...(payload.tfs === true && { twoFactorSetupRequired: true }),
    };
  }
}
