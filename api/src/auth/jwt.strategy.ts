import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthUser } from '@caawg11/conference';
import { AppConfig } from '../config/app-config.js';
import { toAuthUser, UsersRepository } from '../users/users.repository.js';
import type { JwtPayload } from './jwt-payload.js';

export const sessionEndedMessage = 'Your session has ended. Please sign in again.';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly users: UsersRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /**
   * The account as it is now: a removed or disabled account, a changed role, a logout or a new
   * password takes effect at once.
   */
  async validate(payload: JwtPayload): Promise<AuthUser> {
    const user = typeof payload.sub === 'string' ? await this.users.findById(payload.sub) : null;
    if (!user || user.disabledAt !== null || payload.ver !== user.tokenVersion) {
      throw new UnauthorizedException(sessionEndedMessage);
    }
    return toAuthUser(user);
  }
}
