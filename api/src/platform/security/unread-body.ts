import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The most of a refused request's body the api reads (and discards) before answering. */
export const maxDiscardedBodyBytes = 64 * 1024 * 1024;

/** How long the api waits for the rest of a refused request's body. */
export const discardBodyTimeoutMs = 30_000;

/**
 * Reads and discards what is left of a request's body. Gives up (destroying the request) past
 * `maxBytes` or `timeoutMs`, so a client cannot keep the api reading for ever.
 */
export function discardUnreadBody(
  raw: IncomingMessage,
  maxBytes = maxDiscardedBodyBytes,
  timeoutMs = discardBodyTimeoutMs,
): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    const stop = (giveUp: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onEnd);
      raw.off('error', onEnd);
      if (giveUp) raw.destroy();
      resolve();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) stop(true);
    };
    const onEnd = () => stop(false);
    const timer = setTimeout(() => stop(true), timeoutMs);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onEnd);
    raw.once('error', onEnd);
    raw.resume();
  });
}

/**
 * Answers only once the request's body has been received. Fastify refuses a body over its
 * limit (and rate limits refuse a request) before reading it, then closes the connection: a
 * proxy in front (the shell's, nginx) that is still sending the body then fails with a broken
 * pipe and answers 502 instead of the api's message. Reading the rest first lets every answer
 * reach the visitor as the api sent it.
 */
export function registerUnreadBodyDiscard(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, _reply, payload) => {
    await discardUnreadBody(request.raw);
    return payload;
  });
}
