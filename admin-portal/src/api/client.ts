import {
  downloadFile,
  postForm,
  requestJson,
  saveFile,
  type JsonMethod,
} from '@caawg11/conference/http';

/** The local-storage key of the admin's token; the portal's api contract names it `token`. */
export const tokenStorageKey = 'token';

const timeoutMs = 20_000;

/** The portal is English, and so are the api's answers to it. */
export const portalLanguage = 'en';

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

export interface RequestOptions {
  method?: JsonMethod;
  body?: unknown;
  /** Sent as `Idempotency-Key` where the api records money: a resend then records nothing twice. */
  idempotencyKey?: string;
}

/** Calls the api as the signed-in admin: the stored token goes along as a bearer token. */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = storedToken();
  return requestJson<T>(options.method ?? 'GET', path, options.body, {
    timeoutMs,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
    },
    language: portalLanguage,
  });
}

/** Uploads a multipart form as the signed-in admin, reporting progress from 0 to 1. */
export function apiUpload<T>(
  path: string,
  form: FormData,
  onUploadProgress?: (fraction: number) => void,
): Promise<T> {
  const token = storedToken();
  return postForm<T>(path, form, {
    // An upload on a slow line takes longer than a JSON call.
    timeoutMs: 120_000,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    language: portalLanguage,
    onUploadProgress,
  });
}

/**
 * Downloads a file (an export, a bundle) as the signed-in admin and hands it to the browser,
 * named as the api names it. A streamed export of a large list takes longer than a JSON call.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<void> {
  const token = storedToken();
  const file = await downloadFile(path, fallbackName, {
    timeoutMs: 300_000,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    language: portalLanguage,
  });
  saveFile(file);
}
