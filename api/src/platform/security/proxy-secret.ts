import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The header in which the proxy in front presents PROXY_SECRET. */
export const proxySecretHeader = 'x-proxy-secret';

/** What a proxy says about the client, believed only from the proxy that knows the secret. */
const forwardedHeaders = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'] as const;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function presentsSecret(presented: string | string[] | undefined, secret: string): boolean {
  return typeof presented === 'string' && timingSafeEqual(digest(presented), digest(secret));
}

/**
 * Fastify believes X-Forwarded-For from the addresses in TRUST_PROXY; on a shared host any
 * process connects from those addresses too. So the forwarded headers are removed, before
 * anything reads the client's address, from every request that does not carry the proxy's
 * secret, and the secret itself goes no further than this check.
 */
export function registerProxySecretCheck(
  fastify: FastifyInstance,
  proxySecret: string | undefined,
): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const headers = request.raw.headers;
    const presented = headers[proxySecretHeader];
    delete headers[proxySecretHeader];
    if (!proxySecret || !presentsSecret(presented, proxySecret)) {
      for (const name of forwardedHeaders) delete headers[name];
    }
    done();
  });
}
