import type { INestApplication } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import {
  edition,
  permissionsFor,
  staffRoles,
  type PermissionAction,
  type PermissionSubject,
} from '@caawg11/conference';
import { permissionOf } from '../auth/guards.js';
import { methodNames, routeInputs, type AnyClass } from '../common/controller-routes.js';
import { IS_PUBLIC } from '../common/public.decorator.js';

/** An operation, with the extensions this document adds (`x-access`, `x-permission`, `x-roles`). */
type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']> & {
  'x-access'?: string;
  'x-permission'?: string;
  'x-roles'?: string[];
};

/** How the operations are named: the controller's class and its method, as the explorer sees them. */
const operationId = (controller: string, method: string) => `${controller}_${method}`;

/** Who may call a route: nobody signed in, any signed-in account, or the roles a permission allows. */
type Access =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'permission'; action: PermissionAction; subject: PermissionSubject };

/**
 * Each route's access, by operation id, read from the same metadata the guards read, and the
 * request classes of every route.
 */
function routeFacts(app: INestApplication): {
  access: Map<string, Access>;
  requestClasses: Set<AnyClass>;
} {
  const access = new Map<string, Access>();
  const requestClasses = new Set<AnyClass>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as AnyClass | null;
      if (!controller) continue;
      for (const method of methodNames(controller.prototype as object)) {
        const handler = (controller.prototype as Record<string, unknown>)[method];
        if (
          typeof handler !== 'function' ||
          Reflect.getMetadata(METHOD_METADATA, handler) === undefined
        ) {
          continue;
        }
        const permission = permissionOf(handler, controller);
        for (const { dto } of routeInputs(controller, method)) if (dto) requestClasses.add(dto);
        const isPublic = Boolean(
          Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, controller),
        );
        const guarded =
          ((Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as unknown[]).length +
            ((Reflect.getMetadata(GUARDS_METADATA, controller) ?? []) as unknown[]).length >
          0;
        access.set(
          operationId(controller.name, method),
          isPublic
            ? { kind: 'public' }
            : permission
              ? { kind: 'permission', ...permission }
              : guarded
                ? { kind: 'signed-in' }
                : { kind: 'public' },
        );
      }
    }
  }
  return { access, requestClasses };
}

function rolesAllowed(action: PermissionAction, subject: PermissionSubject): string[] {
  return staffRoles.filter((role) => permissionsFor({ role }).can(action, subject));
}

const refusals = {
  badRequest: {
    description:
      'Refused: `{ success: false, message, errors }`, a message for each field that is missing, null, of the wrong type or too long.',
  },
  unauthorised: { description: 'No valid sign-in (or, for a link, no valid token).' },
  forbidden: { description: 'Signed in, but the role may not do this.' },
  tooMany: { description: 'Too many requests from this client: try again after `Retry-After`.' },
};

/** Who may call the operation, and the refusals that follow from it. */
function describeAccess(operation: OperationObject, access: Access | undefined): void {
  operation.responses ??= {};
  if (operation.requestBody) operation.responses['400'] ??= refusals.badRequest;
  if (!access || access.kind === 'public') {
    operation.security = [];
    operation.responses['429'] ??= refusals.tooMany;
    operation['x-access'] = 'public';
    return;
  }
  operation.security = [{ bearer: [] }];
  operation.responses['401'] ??= refusals.unauthorised;
  if (access.kind === 'signed-in') {
    operation['x-access'] = 'any signed-in account';
    return;
  }
  const roles = rolesAllowed(access.action, access.subject);
  operation.responses['403'] ??= refusals.forbidden;
  operation['x-permission'] = `${access.action} ${access.subject}`;
  operation['x-roles'] = roles;
  operation.description = [operation.description, `Roles: ${roles.join(', ')}.`]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The fields of each request class, from the validation rules the api applies to it: the
 * explorer sees a class's name, the rules say which fields it holds.
 */
function describeRequestClasses(document: OpenAPIObject, requestClasses: Set<AnyClass>): void {
  const storage = getMetadataStorage();
  const schemas = (document.components ??= {}).schemas ?? {};
  for (const type of requestClasses) {
    const fields = [
      ...new Set(
        storage
          .getTargetValidationMetadatas(type, '', true, false)
          .map((rule) => rule.propertyName),
      ),
    ];
    if (fields.length === 0) continue;
    const existing = (schemas[type.name] ?? {}) as { properties?: Record<string, object> };
    const properties = { ...(existing.properties ?? {}) };
    for (const field of fields) properties[field] ??= {};
    schemas[type.name] = { ...existing, type: 'object', properties };
  }
  document.components.schemas = schemas;
}

/**
 * The OpenAPI description of every route: what it does (each handler's summary), what it takes
 * (its request classes), who may call it (its roles, from the same table the guards use) and
 * how it refuses.
 */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${edition.shortName} api`)
      .setDescription(
        `The api of ${edition.shortName}'s site and back office. Every answer is JSON with \`success\` and \`message\`; organisers sign in with \`POST /api/auth/login\` and send the token as a bearer token.`,
      )
      .setVersion('1')
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
      .build(),
    { operationIdFactory: operationId },
  );
  const { access, requestClasses } = routeFacts(app);
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path) as unknown[]) {
      if (typeof operation !== 'object' || operation === null || !('operationId' in operation)) {
        continue;
      }
      const described = operation as OperationObject;
      describeAccess(described, access.get(described.operationId ?? ''));
    }
  }
  describeRequestClasses(document, requestClasses);
  return document;
}
