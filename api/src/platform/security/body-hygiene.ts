import { HttpStatus } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { publicApiMessages } from '@caawg11/conference';
import { ApiError } from '../common/api-error.js';

/** Every form of the site is flat; no honest body nests deeper than this. */
export const maxBodyDepth = 16;

const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const unreadableBodyMessage = publicApiMessages.unreadableBody;

/**
 * What a parsed body must not contain before any handler sees it: nesting deeper than
 * maxBodyDepth (the DTO transformation recurses and would overflow the stack), or strings
 * with unpaired UTF-16 surrogates (no keyboard produces them, and MySQL refuses to store
 * them, which would turn a bad request into a server error).
 */
export function bodyProblem(body: unknown): string | null {
  const stack: [unknown, number][] = [[body, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (unpairedSurrogate.test(value)) return 'a text with an unpaired surrogate';
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxBodyDepth) return `nesting deeper than ${maxBodyDepth}`;
    for (const [key, child] of Object.entries(value)) {
      if (unpairedSurrogate.test(key)) return 'a field name with an unpaired surrogate';
      stack.push([child, depth + 1]);
    }
  }
  return null;
}

/** Refuses such bodies with 400 in the one error shape, before validation runs. */
export function registerBodyHygiene(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    const problem = request.body === undefined ? null : bodyProblem(request.body);
    if (problem) done(new ApiError(HttpStatus.BAD_REQUEST, unreadableBodyMessage));
    else done();
  });
}
