import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IS_PUBLIC } from '../../src/common/public.decorator.js';

export interface RegisteredRoute {
  method: string;
  /** With the global prefix, e.g. /api/admin/registrations/:id/status. */
  path: string;
  controller: string;
  handler: string;
  isPublic: boolean;
  /** Names of the guards on the route and on its controller class. */
  guards: string[];
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

/** A controller's methods, its own and those it inherits (the inboxes share their routes). */
function methodNames(prototype: object): string[] {
  const names = new Set<string>();
  for (
    let level: object | null = prototype;
    level && level !== Object.prototype;
    level = Object.getPrototypeOf(level) as object | null
  ) {
    for (const name of Object.getOwnPropertyNames(level)) names.add(name);
  }
  return [...names];
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
            });
          }
        }
      }
    }
  }
  return routes;
}
