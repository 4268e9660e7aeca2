import type { ApiFailure, ApiResult } from '@caawg11/conference';

export type FailureKind = 'timeout' | 'network' | 'http';

/** A call that did not come back with a 2xx answer. */
export class ApiRequestError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly status?: number,
    /** The `message` of the server's error body, when it sent one. */
    readonly serverMessage?: string,
    readonly fieldErrors?: Record<string, string>,
    /** For HTTP 429: how long the server asks to wait (its Retry-After header), in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  timeoutMs: number;
  /** Sends cookies with the request; the booking call sends none. */
  credentials?: RequestCredentials;
  /** Called with a fraction from 0 to 1 while a multipart body uploads. */
  onUploadProgress?: (fraction: number) => void;
  /** Extra request headers, for example the registrant's access token. */
  headers?: Record<string, string>;
}

export const apiBase = '/api';

/** Retry-After in its delay-seconds form; the HTTP-date form is not sent by this api. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

function failureFromBody(
  status: number,
  body: unknown,
  retryAfter: string | null,
): ApiRequestError {
  const failure = (body ?? {}) as Partial<ApiFailure>;
  return new ApiRequestError(
    'http',
    failure.message ?? `Request failed with status ${status}`,
    status,
    typeof failure.message === 'string' ? failure.message : undefined,
    failure.errors,
    retryAfterSeconds(retryAfter),
  );
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** POSTs a JSON body; resolves with the answer of a 2xx response (which may say success: false). */
export async function postJson<T extends ApiResult>(
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...options.headers,
      },
      body: JSON.stringify(body),
      credentials: options.credentials ?? 'include',
      signal: controller.signal,
    });
  } catch (error) {
    throw controller.signal.aborted
      ? new ApiRequestError('timeout', 'The server took too long to answer.')
      : new ApiRequestError('network', error instanceof Error ? error.message : 'Network error');
  } finally {
    clearTimeout(timer);
  }
  const answer = parse(await response.text());
  if (!response.ok) {
    throw failureFromBody(response.status, answer, response.headers.get('Retry-After'));
  }
  return (answer ?? { success: false, message: '' }) as T;
}

/**
 * POSTs multipart form data, reporting upload progress (fetch cannot), with the same
 * answers and failures as postJson.
 */
export function postForm<T extends ApiResult>(
  path: string,
  form: FormData,
  options: RequestOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBase}${path}`);
    request.timeout = options.timeoutMs;
    request.withCredentials = (options.credentials ?? 'include') === 'include';
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      request.setRequestHeader(name, value);
    }
    if (options.onUploadProgress) {
      const report = options.onUploadProgress;
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) report(event.loaded / event.total);
      };
    }
    request.onload = () => {
      const answer = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve((answer ?? { success: false, message: '' }) as T);
      } else {
        reject(failureFromBody(request.status, answer, request.getResponseHeader('Retry-After')));
      }
    };
    request.ontimeout = () =>
      reject(new ApiRequestError('timeout', 'The server took too long to answer.'));
    request.onerror = () => reject(new ApiRequestError('network', 'Network error'));
    request.send(form);
  });
}

/** GETs JSON from the api. */
export async function getJson<T>(
  path: string,
  options: { timeoutMs: number; headers?: Record<string, string> },
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      headers: { Accept: 'application/json', ...options.headers },
      signal: controller.signal,
    });
  } catch (error) {
    throw controller.signal.aborted
      ? new ApiRequestError('timeout', 'The server took too long to answer.')
      : new ApiRequestError('network', error instanceof Error ? error.message : 'Network error');
  } finally {
    clearTimeout(timer);
  }
  const answer = parse(await response.text());
  if (!response.ok) {
    throw failureFromBody(response.status, answer, response.headers.get('Retry-After'));
  }
  return answer as T;
}
