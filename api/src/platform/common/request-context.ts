import { AsyncLocalStorage } from 'node:async_hooks';

/** What the code a request runs knows of the request it runs for, wherever it is called. */
interface RequestContext {
  /** The id the request's log line carries (Fastify's request id, or the client's X-Request-Id). */
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (and everything it starts) as part of the request with this id. */
export function runInRequest<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** The id of the request the caller runs for; undefined outside a request (the worker, a job). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
