import { act } from '@testing-library/react';
import { vi } from 'vitest';

interface ProgressHandler {
  (event: { lengthComputable: boolean; loaded: number; total: number }): void;
}

/** A stand-in for XMLHttpRequest that records multipart uploads and answers on demand. */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  timeout = 0;
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ProgressHandler | null } = { onprogress: null };
  onload: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  /** The names of the multipart parts, in the order they were appended. */
  partNames(): string[] {
    return this.body ? [...this.body.keys()] : [];
  }

  field(name: string): FormDataEntryValue | null {
    return this.body?.get(name) ?? null;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.responseHeaders = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  expire() {
    this.ontimeout?.();
  }

  fail() {
    this.onerror?.();
  }
}

export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}

export function lastXhr(): FakeXhr {
  const request = FakeXhr.requests.at(-1);
  if (!request) throw new Error('No multipart request was sent');
  return request;
}

export interface FetchCall {
  url: string;
  init: RequestInit;
  json: unknown;
  respond(status: number, body: unknown, headers?: Record<string, string>): void;
  fail(): void;
}

/**
 * Replaces fetch with one whose calls stay pending until the test answers them. Aborting a
 * call (the client's timeout) rejects it as the browser would.
 */
export function stubFetch(): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit = {}) =>
        new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
          calls.push({
            url,
            init,
            json: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
            respond: (status, body, headers = {}) =>
              resolve(
                new Response(JSON.stringify(body), {
                  status,
                  headers: { 'Content-Type': 'application/json', ...headers },
                }),
              ),
            fail: () => reject(new TypeError('Failed to fetch')),
          });
        }),
    ),
  );
  return calls;
}

/** jsdom does not scroll: record the calls instead. */
export function stubScrolling() {
  const scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  const scrollTo = vi.fn();
  window.scrollTo = scrollTo;
  return { scrollIntoView, scrollTo };
}

/** The call at `index`, failing the test when there is none. */
export function callAt(calls: FetchCall[], index: number): FetchCall {
  const call = calls[index];
  if (!call) throw new Error(`Expected a request number ${index + 1}; ${calls.length} were sent`);
  return call;
}

/**
 * Runs an action that answers a pending call inside act(), then lets the page's promise
 * chain (reading the response, setting state) run before the test goes on.
 */
export async function settle(action: () => void): Promise<void> {
  await act(async () => {
    action();
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });
}

/**
 * The newest call to `url`. A page whose parts each load their own data sends those calls
 * between the ones a test is about, in an order the test need not know.
 */
export function latestCallTo(calls: FetchCall[], url: string): FetchCall {
  const call = [...calls].reverse().find((candidate) => candidate.url === url);
  if (!call) throw new Error(`Expected a request to ${url}; ${calls.length} were sent`);
  return call;
}
