import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The api answers with JSON (and, through signed links, with stored files), never with pages
 * that load anything: its Content-Security-Policy allows nothing, and no page may frame it.
 */
export const apiContentSecurityPolicy = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * Stored files opened through a signed link (GET /api/files/:id/...) are shown by the browser
 * itself (an image, a PDF in its viewer), so their policy lets the document show its own
 * content and nothing else, in a sandbox: an opaque origin without scripts, forms or pop-ups,
 * whatever the file holds.
 */
export const signedFileContentSecurityPolicy =
  "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; object-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Security headers on every api response, errors and 404s included (helmet: CSP,
 * X-Content-Type-Options nosniff, Referrer-Policy, X-Frame-Options, HSTS, ...). Cross-origin
 * calls from the front ends are governed by CORS (configureHttpApp), which these leave alone.
 */
export async function registerSecurityHeaders(fastify: FastifyInstance): Promise<void> {
  await fastify.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: apiContentSecurityPolicy },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // Only pages of the same site may embed a response (an image behind a signed link, say);
    // CORS-governed fetches from the front ends are not affected by this header.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // Runs after helmet's own hook, so it replaces helmet's policy on these routes only.
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/files/')) {
      void reply.header('content-security-policy', signedFileContentSecurityPolicy);
    }
    done();
  });
}
