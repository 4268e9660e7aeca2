import type { FastifyInstance } from 'fastify';
import fastify from 'fastify';
import { unsubscribePath } from './unsubscribe-link.js';

/** The one-click body is `List-Unsubscribe=One-Click`; nothing longer is expected. */
const oneClickBodyLimit = 1024;

/**
 * Reads the form-encoded body that mail programs post to the unsubscribe link (RFC 8058) on that
 * route alone; every other route refuses such a body as before (415).
 */
export function registerOneClickBody(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: oneClickBodyLimit },
    (request, body, done) => {
      if (request.url.split('?')[0] !== unsubscribePath) {
        done(
          new fastify.errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']),
        );
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
