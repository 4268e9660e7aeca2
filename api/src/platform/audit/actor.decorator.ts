import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '@caawg11/conference';
import type { AuditActor } from './audit.service.js';

/** The signed-in account and client address of the request, as the audit log records them. */
export const Actor = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuditActor => {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    if (!request.user) throw new UnauthorizedException();
    return { userId: request.user.id, email: request.user.email, clientAddress: request.ip };
  },
);
