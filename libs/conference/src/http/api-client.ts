/// <reference lib="dom" />
// The one HTTP client of both front ends. It runs in the browser only (fetch, XMLHttpRequest),
// so the DOM types are named here rather than for the whole library, which the api also uses.
import type { ApiFailure, ApiResult } from '../api-types.js';

/** Where the api is served, relative to the page (the shell proxies it). */
export const apiBase = '/api';

export type FailureKind = 'timeout' | 'network' | 'http';

/** A call that did not come back with a 2xx answer. */
export class ApiRequestError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** The HTTP status; absent when no answer came (timeout, network). */
    readonly status?: number,
    /** The `message` of the server's error body, when it sent one. */
    readonly serverMessage?: string,
    /** Field messages of a refused body (HTTP 400), keyed by field name. */
    readonly fieldErrors?: Record<string, string>,
    /** For HTTP 429: how long the server asks to wait (its Retry-After header), in seconds. */
    readonly retryAfterSeconds?: number,
    /** The whole error body, for answers that carry more than messages. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  timeoutMs: number;
  /** Whether cookies go along; by default they do. The booking call sends none. */
  credentials?: RequestCredentials;
  /** Extra request headers: the admin's bearer token, the registrant's access token. */
  headers?: Record<string, string>;
}

export interface UploadOptions extends RequestOptions {
  /** Called with a fraction from 0 to 1 while the multipart body uploads. */
  onUploadProgress?: (fraction: number) => void;
}

export type JsonMethod = 'GET' | 'POST' | 'PUT';

const timeoutMessage = 'The server took too long to answer.';
const networkMessage = 'Network error';

/** What a 2xx answer without a readable body stands for: nothing was confirmed. */
const emptyAnswer: ApiResult = { success: false, message: '' };

/** Retry-After in its delay-seconds form; the HTTP-date form is not sent by this api. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

function failureFromBody(status: number, body: unknown, retryAfter: string | null) {
  const failure = (body ?? {}) as Partial<ApiFailure>;
  const serverMessage = typeof failure.message === 'string' ? failure.message : undefined;
  return new ApiRequestError(
    'http',
    serverMessage ?? `Request failed with status ${status}`,
    status,
    serverMessage,
    failure.errors,
    retryAfterSeconds(retryAfter),
    body,
  );
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a JSON request (a body only for POST and PUT) and resolves with the answer of a 2xx
 * response, which may still say `success: false`; any other outcome throws ApiRequestError.
 */
export async function requestJson<T>(
  method: JsonMethod,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method,
      headers: { ...headers, ...options.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: options.credentials ?? 'include',
      signal: controller.signal,
    });
  } catch (error) {
    throw controller.signal.aborted
      ? new ApiRequestError('timeout', timeoutMessage)
      : new ApiRequestError('network', error instanceof Error ? error.message : networkMessage);
  } finally {
    clearTimeout(timer);
  }
  const answer = parse(await response.text());
  if (!response.ok) {
    throw failureFromBody(response.status, answer, response.headers.get('Retry-After'));
  }
  return (answer ?? emptyAnswer) as T;
}

export function getJson<T>(path: string, options: RequestOptions): Promise<T> {
  return requestJson<T>('GET', path, undefined, options);
}

export function postJson<T>(path: string, body: unknown, options: RequestOptions): Promise<T> {
  return requestJson<T>('POST', path, body, options);
}

/**
 * POSTs multipart form data through XMLHttpRequest, because fetch cannot report upload
 * progress; the answers and failures are those of requestJson.
 */
export function postForm<T>(path: string, form: FormData, options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBase}${path}`);
    request.timeout = options.timeoutMs;
    request.withCredentials = (options.credentials ?? 'include') === 'include';
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      request.setRequestHeader(name, value);
    }
    const report = options.onUploadProgress;
    if (report) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) report(event.loaded / event.total);
      };
    }
    request.onload = () => {
      const answer = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve((answer ?? emptyAnswer) as T);
      } else {
        reject(failureFromBody(request.status, answer, request.getResponseHeader('Retry-After')));
      }
    };
    request.ontimeout = () => reject(new ApiRequestError('timeout', timeoutMessage));
    request.onerror = () => reject(new ApiRequestError('network', networkMessage));
    request.send(form);
  });
}
