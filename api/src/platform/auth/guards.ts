import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import {
  type AuthUser,
  isStaffRole,
  type PermissionAction,
  permissionsFor,
  type PermissionSubject,
  twoFactorMessages,
} from '@caawg11/conference';
import { sessionEndedMessage } from './jwt.strategy.js';

type AuthenticatedRequest = FastifyRequest & { user?: AuthUser };

export const signInRequiredMessage = 'Please sign in to continue.';
export const adminRequiredMessage = 'This area is for conference administrators only.';

const reachableDuringTwoFactorSetup = Symbol('reachable during two-factor set-up');

/**
 * On a route: a sign-in limited to the two-factor set-up may use it (the set-up itself, the
 * current account, signing out). Every other signed-in route refuses such a sign-in.
 */
export const DuringTwoFactorSetup = () => SetMetadata(reachableDuringTwoFactorSetup, true);

/**
 * Needs a valid, unexpired bearer token of an existing account: 401 otherwise. A token limited
 * to the two-factor set-up gets 403 outside the routes marked {@link DuringTwoFactorSetup}.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const allowed = (await super.canActivate(context)) as boolean;
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
    if (
      user?.twoFactorSetupRequired &&
      !this.reflector.getAllAndOverride<boolean | undefined>(reachableDuringTwoFactorSetup, [
        context.getHandler(),
        context.getClass(),
      ])
    ) {
      throw new ForbiddenException(twoFactorMessages.setupRequired);
    }
    return allowed;
  }

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

export const roleRefusedMessage =
  'Your role does not give access to this. A conference administrator can change your role.';

const requiredPermission = Symbol('required permission');

interface RequiredPermission {
  action: PermissionAction;
  subject: PermissionSubject;
}

/** The permission a route needs (its own, else its controller's), as PermissionGuard reads it. */
export function permissionOf(handler: object, controller: object): RequiredPermission | undefined {
  return (Reflect.getMetadata(requiredPermission, handler) ??
    Reflect.getMetadata(requiredPermission, controller)) as RequiredPermission | undefined;
}

/**
 * Lets an account through when the permission table gives its role the route's permission:
 * 403 otherwise, and for a route that declares none, so a forgotten declaration refuses.
 */
@Injectable()
export class PermissionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
    if (!user) throw new UnauthorizedException(signInRequiredMessage);
    if (!isStaffRole(user.role)) throw new ForbiddenException(adminRequiredMessage);
    const required = this.reflector.getAllAndOverride<RequiredPermission | undefined>(
      requiredPermission,
      [context.getHandler(), context.getClass()],
    );
    if (!required || !permissionsFor(user).can(required.action, required.subject)) {
      throw new ForbiddenException(roleRefusedMessage);
    }
    return true;
  }
}

/**
 * On a route or controller class: needs a signed-in organiser whose role may do `action` on
 * `subject`, e.g. `@Allow('read', 'Registration')`. A route's own permission wins over its class's.
 */
export const Allow = (action: PermissionAction, subject: PermissionSubject) =>
  applyDecorators(
    SetMetadata(requiredPermission, { action, subject } satisfies RequiredPermission),
    UseGuards(JwtAuthGuard, PermissionGuard),
  );

/** On a controller class or route: needs any signed-in account. */
/** On the route that saves a declared setting: the permission its declaration names. */
export const AllowChanging = (setting: { readonly changedBy: Readonly<RequiredPermission> }) =>
  Allow(setting.changedBy.action, setting.changedBy.subject);

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
