import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  methodNames,
  routeArguments,
  routeInputs,
  type AnyClass,
  type RouteInput,
} from '../../src/platform/common/controller-routes.js';
import { IS_PUBLIC } from '../../src/platform/common/public.decorator.js';

export type { RouteInput } from '../../src/platform/common/controller-routes.js';

export interface RegisteredRoute {
  method: string;
  /** With the global prefix, e.g. /api/admin/registrations/:id/status. */
  path: string;
  controller: string;
  handler: string;
  isPublic: boolean;
  /** Names of the guards on the route and on its controller class. */
  guards: string[];
  /** What the handler reads from the body and the query string. */
  inputs: RouteInput[];
  /** Whether the body is a multipart form with a file (`@UploadedFile()`). */
  receivesFile: boolean;
}

function receivesFile(controller: AnyClass, handler: string): boolean {
  return Object.keys(routeArguments(controller, handler)).some(
    (slot) => Number(slot.split(':')[0]) === Number(RouteParamtypes.FILE),
  );
}

function joinPath(...parts: string[]): string {
  const path = parts
    .flatMap((part) => part.split('/'))
    .filter((part) => part !== '')
    .join('/');
  return `/${path}`;
}

function guardNames(target: object): string[] {
  const guards = (Reflect.getMetadata(GUARDS_METADATA, target) ?? []) as (
    { name?: string } | (abstract new (...args: never[]) => unknown)
  )[];
  return guards.map((guard) => (typeof guard === 'function' ? guard.name : (guard.name ?? '?')));
}

/**
 * Every route Nest registered, read from the controllers of every module, each checked to be
 * present in Fastify's router.
 */
export function registeredRoutes(app: NestFastifyApplication, prefix = 'api'): RegisteredRoute[] {
  const fastify = app.getHttpAdapter().getInstance();
  const routes: RegisteredRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const base = (Reflect.getMetadata(PATH_METADATA, controller) ?? '') as string | string[];
      const classGuards = guardNames(controller);
      const classPublic = Reflect.getMetadata(IS_PUBLIC, controller) === true;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of methodNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const methodCode = Reflect.getMetadata(METHOD_METADATA, handler) as
          RequestMethod | undefined;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (methodCode === undefined || paths === undefined) continue;
        const method = RequestMethod[methodCode];
        for (const basePath of [base].flat()) {
          for (const path of [paths].flat()) {
            const url = joinPath(prefix, basePath, path);
            if (!fastify.hasRoute({ method: method, url })) {
              throw new Error(`${method} ${url} is declared but not in Fastify's router`);
            }
            routes.push({
              method,
              path: url,
              controller: controller.name,
              handler: name,
              isPublic: classPublic || Reflect.getMetadata(IS_PUBLIC, handler) === true,
              guards: [...classGuards, ...guardNames(handler)],
              inputs: routeInputs(controller, name),
              receivesFile: receivesFile(controller, name),
            });
          }
        }
      }
    }
  }
  return routes;
}
