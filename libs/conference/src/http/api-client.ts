/// <reference lib="dom" />
// The one HTTP client of both front ends. It runs in the browser only (fetch, XMLHttpRequest),
// so the DOM types are named here rather than for the whole library, which the api also uses.
import type { ApiFailure, ApiResult } from '../api-results.js';
import type { Language } from '../languages.js';
import { answerLanguage } from './answer-language.js';

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
  /** How the browser's HTTP cache serves the call; by default as the answer's headers allow. */
  cache?: RequestCache;
  /** The language the api answers the call's messages in; by default the answer language. */
  language?: Language;
}

export interface UploadOptions extends RequestOptions {
  /** Called with a fraction from 0 to 1 while the multipart body uploads. */
  onUploadProgress?: (fraction: number) => void;
  /** PUT for a file that replaces one already kept; POST by default. */
  method?: 'POST' | 'PUT';
}

export type JsonMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

function languageHeader(options: RequestOptions): Record<string, string> {
  return { 'Accept-Language': options.language ?? answerLanguage() };
}

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
 * Sends a request and reads its answer with `read`, both within the timeout: a timeout or a
 * dropped connection throws ApiRequestError.
 */
async function send<T>(
  method: JsonMethod,
  path: string,
  init: { headers: Record<string, string>; body?: string },
  options: RequestOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await fetch(`${apiBase}${path}`, {
      method,
      headers: { ...init.headers, ...languageHeader(options), ...options.headers },
      body: init.body,
      credentials: options.credentials ?? 'include',
      ...(options.cache ? { cache: options.cache } : {}),
      signal: controller.signal,
    });
    return await read(response);
  } catch (error) {
    if (error instanceof ApiRequestError) throw error;
    throw controller.signal.aborted
      ? new ApiRequestError('timeout', timeoutMessage)
      : new ApiRequestError('network', error instanceof Error ? error.message : networkMessage);
  } finally {
    clearTimeout(timer);
  }
}

async function failureOf(response: Response): Promise<ApiRequestError> {
  const answer = parse(await response.text());
  return failureFromBody(response.status, answer, response.headers.get('Retry-After'));
}

/**
 * Sends a JSON request (a body only for POST and PUT) and resolves with the answer of a 2xx
 * response, which may still say `success: false`; any other outcome throws ApiRequestError.
 */
export function requestJson<T>(
  method: JsonMethod,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return send(
    method,
    path,
    { headers, body: body === undefined ? undefined : JSON.stringify(body) },
    options,
    async (response) => {
      if (!response.ok) throw await failureOf(response);
      return (parse(await response.text()) ?? emptyAnswer) as T;
    },
  );
}

/** A file the api sent, with the name its Content-Disposition gives it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const quoted = /filename="([^"]+)"/i.exec(disposition ?? '');
  return quoted?.[1] ?? fallback;
}

/**
 * GETs a file (an export, a receipt); a refusal carries the api's JSON message as
 * ApiRequestError, as requestJson's do.
 */
export function downloadFile(
  path: string,
  fallbackName: string,
  options: RequestOptions,
): Promise<DownloadedFile> {
  return send('GET', path, { headers: {} }, options, async (response) => {
    if (!response.ok) throw await failureOf(response);
    return {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('Content-Disposition'), fallbackName),
    };
  });
}

/** Hands a downloaded file to the browser, which saves it under its name. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function getJson<T>(path: string, options: RequestOptions): Promise<T> {
  return requestJson<T>('GET', path, undefined, options);
}

export function postJson<T>(path: string, body: unknown, options: RequestOptions): Promise<T> {
  return requestJson<T>('POST', path, body, options);
}

/**
 * Sends multipart form data (POST, or PUT when asked) through XMLHttpRequest, because fetch cannot report upload
 * progress; the answers and failures are those of requestJson.
 */
export function postForm<T>(path: string, form: FormData, options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'POST', `${apiBase}${path}`);
    request.timeout = options.timeoutMs;
    request.withCredentials = (options.credentials ?? 'include') === 'include';
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries({
      ...languageHeader(options),
      ...options.headers,
    })) {
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
