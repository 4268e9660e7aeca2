import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';

export type AnyClass = abstract new (...args: never[]) => unknown;

/**
 * A `@Body()` or `@Query()` parameter: a whole request class (`key` undefined, `dto` its class
 * when the handler or its pipe names one) or one named value (`@Query('token')`).
 */
export interface RouteInput {
  source: 'body' | 'query';
  key: string | undefined;
  dto: AnyClass | undefined;
}

interface RouteArgument {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

/** A controller's methods, its own and those it inherits (the inboxes share their routes). */
export function methodNames(prototype: object): string[] {
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

/** The class a parameter is validated as: its declared type, or the one its own pipe names. */
function parameterClass(declared: unknown, pipes: unknown[] = []): AnyClass | undefined {
  for (const pipe of pipes) {
    const expected = (pipe as { expectedType?: unknown } | null)?.expectedType;
    if (typeof expected === 'function') return expected as AnyClass;
  }
  const primitives: unknown[] = [Object, String, Number, Boolean, Array, undefined];
  return primitives.includes(declared) ? undefined : (declared as AnyClass);
}

/** The handler's parameters as Nest's route decorators recorded them, by `<type>:<index>`. */
export function routeArguments(
  controller: AnyClass,
  handler: string,
): Record<string, RouteArgument> {
  return (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<
    string,
    RouteArgument
  >;
}

/** What the handler reads from the body and the query string. */
export function routeInputs(controller: AnyClass, handler: string): RouteInput[] {
  const args = routeArguments(controller, handler);
  const types = (Reflect.getMetadata(
    'design:paramtypes',
    controller.prototype as object,
    handler,
  ) ?? []) as unknown[];
  const inputs: RouteInput[] = [];
  for (const [slot, argument] of Object.entries(args)) {
    const kind = Number(slot.split(':')[0]);
    const source =
      kind === Number(RouteParamtypes.BODY)
        ? 'body'
        : kind === Number(RouteParamtypes.QUERY)
          ? 'query'
          : undefined;
    if (!source) continue;
    inputs.push({
      source,
      key: typeof argument.data === 'string' ? argument.data : undefined,
      dto: parameterClass(types[argument.index], argument.pipes),
    });
  }
  return inputs;
}
