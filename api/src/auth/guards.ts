import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '@caawg11/conference';
import { sessionEndedMessage } from './jwt.strategy.js';

type AuthenticatedRequest = FastifyRequest & { user?: AuthUser };

export const signInRequiredMessage = 'Please sign in to continue.';
export const adminRequiredMessage = 'This area is for conference administrators only.';

/** Needs a valid, unexpired bearer token of an existing account: 401 otherwise. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser = AuthUser>(
    error: unknown,
    user: TUser | false,
    info: unknown,
  ): TUser {
    if (error instanceof UnauthorizedException) throw error;
    if (error || !user) {
      const noToken = info instanceof Error && info.message === 'No auth token';
      throw new UnauthorizedException(noToken ? signInRequiredMessage : sessionEndedMessage);
    }
    return user;
  }
}

/** Lets only accounts of role admin through: 403 for any other role. */
@Injectable()
export class AdminRoleGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
    if (!user) throw new UnauthorizedException(signInRequiredMessage);
    if (user.role !== 'admin') throw new ForbiddenException(adminRequiredMessage);
    return true;
  }
}

/** On a controller class: every route needs a signed-in admin. */
export const AdminOnly = () => applyDecorators(UseGuards(JwtAuthGuard, AdminRoleGuard));

/** On a controller class or route: needs any signed-in account. */
export const SignedIn = () => applyDecorators(UseGuards(JwtAuthGuard));

/** The account the guards let through. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!user) throw new UnauthorizedException(signInRequiredMessage);
  return user;
});

/** The client's address as Fastify derived it (X-Forwarded-For only from trusted proxies). */
export const ClientAddress = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string =>
    context.switchToHttp().getRequest<FastifyRequest>().ip,
);
