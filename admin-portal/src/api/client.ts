import type { ApiFailure } from '@caawg11/conference';

/** The key under which the admin's token is kept (spec: local storage, name `token`). */
export const tokenStorageKey = 'token';

export const apiBase = '/api';
const timeoutMs = 20_000;

export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(tokenStorageKey);
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(tokenStorageKey, token);
    else window.localStorage.removeItem(tokenStorageKey);
  } catch {
    // Storage may be blocked; the session then lasts as long as the page.
  }
}

/** A call that did not come back with a 2xx answer. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The `message` of the server's error body, when it sent one. */
    readonly serverMessage?: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
}

/** Calls the api as the signed-in admin: the stored token goes along as a bearer token. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (error) {
    throw new ApiRequestError(
      controller.signal.aborted
        ? 'The server took too long to answer.'
        : error instanceof Error
          ? error.message
          : 'Network error',
      0,
    );
  } finally {
    clearTimeout(timer);
  }
  const answer = parse(await response.text());
  if (!response.ok) {
    const failure = (answer ?? {}) as Partial<ApiFailure>;
    const serverMessage = typeof failure.message === 'string' ? failure.message : undefined;
    throw new ApiRequestError(
      serverMessage ?? `Request failed with status ${response.status}`,
      response.status,
      serverMessage,
      failure.errors,
    );
  }
  return answer as T;
}
