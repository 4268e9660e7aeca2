import { useCallback, useState } from 'react';

/** A key the api has not seen: 128 random bits, which `crypto.getRandomValues` gives on http too. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The `Idempotency-Key` of one entry in a form that records money: every resend of it (a second
 * click, a retry after an answer lost on a slow line) carries the same key, so the api records it
 * once. `renew` starts the next entry, once this one is saved.
 */
export function useIdempotencyKey(): { idempotencyKey: string; renew: () => void } {
  const [idempotencyKey, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { idempotencyKey, renew };
}
