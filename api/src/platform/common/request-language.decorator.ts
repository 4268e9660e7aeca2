import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { negotiateLanguage, type Language } from '@caawg11/conference';

/** The language a request asks for, by its Accept-Language header: English when none of ours. */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers['accept-language'];
  return negotiateLanguage(Array.isArray(header) ? header.join(',') : header);
}

/**
 * The visitor's language for a public form's request; the site sends the page's language as
 * Accept-Language. What they submit is stored with it and their e-mails are written in it.
 */
export const RequestLanguage = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Language =>
    languageOf(context.switchToHttp().getRequest<FastifyRequest>()),
);
