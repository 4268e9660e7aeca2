import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import {
  localizeFieldMessages,
  localizeMessage,
  negotiateLanguage,
  type Language,
  type MessageCatalogue,
} from '@caawg11/conference';

const require = createRequire(import.meta.url);

/** The visitors' messages in each language other than the specification's English. */
const catalogues: Readonly<Record<Exclude<Language, 'en'>, MessageCatalogue>> = {
  fr: require('@caawg11/conference/locales/fr/messages.json') as MessageCatalogue,
  pt: require('@caawg11/conference/locales/pt/messages.json') as MessageCatalogue,
};

interface MessageBody {
  message?: unknown;
  errors?: unknown;
}

function isFieldMessages(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}

/**
 * An answer's `message` and field `errors` in `language`; anything else in it (data, request
 * id) unchanged. Messages the catalogue does not know stay as they are.
 */
export function localizeAnswer<T>(body: T, language: Language): T {
  if (language === 'en' || typeof body !== 'object' || body === null || Array.isArray(body)) {
    return body;
  }
  const catalogue = catalogues[language];
  const { message, errors } = body as MessageBody;
  const localized: MessageBody = { ...body };
  if (typeof message === 'string')
    localized.message = localizeMessage(message, language, catalogue);
  if (isFieldMessages(errors))
    localized.errors = localizeFieldMessages(errors, language, catalogue);
  return localized as T;
}

/**
 * Every JSON answer in the language the request's Accept-Language asks for among the site's;
 * without the header, or naming another language, the answer stays the specification's English.
 */
export function registerAnswerLanguage(fastify: FastifyInstance): void {
  fastify.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    const language = negotiateLanguage(request.headers['accept-language']);
    done(null, localizeAnswer(payload, language));
  });
}
