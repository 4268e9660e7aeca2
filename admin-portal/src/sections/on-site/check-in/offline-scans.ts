import type { CheckInAnswer, CheckInOccasion } from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';

/** A scan the api has not answered yet: kept on the phone until the network is back. */
export interface PendingScan {
  nonce: string;
  code: string;
  occasion: CheckInOccasion;
  scannedAt: string;
}

/** The answer to a scan made offline, once the api gave it. */
export interface ReplayedScan {
  scan: PendingScan;
  answer: CheckInAnswer;
}

const storageKey = 'caawg11-check-in-pending';

/** 128 random bits as hex; getRandomValues works on plain http too, where randomUUID does not. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function loadPendingScans(): PendingScan[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(stored) ? (stored as PendingScan[]) : [];
  } catch {
    return [];
  }
}

export function savePendingScans(scans: readonly PendingScan[]): void {
  try {
    if (scans.length === 0) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, JSON.stringify(scans));
  } catch {
    // Storage blocked or full: the scans stay in memory for as long as the page is open.
  }
}

/** No answer came (no network, or too slow): the scan waits on the phone and is sent again. */
export function isUnanswered(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.kind === 'network' || error.kind === 'timeout');
}

/**
 * Sends the waiting scans in the order they were made; each keeps its nonce, so one the api
 * already counted before the connection dropped is counted once. Stops at the first that gets
 * no answer: the network is still down.
 */
export async function replayPendingScans(
  scans: readonly PendingScan[],
  send: (scan: PendingScan) => Promise<CheckInAnswer>,
): Promise<{ remaining: PendingScan[]; answered: ReplayedScan[]; refused: PendingScan[] }> {
  const answered: ReplayedScan[] = [];
  const refused: PendingScan[] = [];
  for (const [index, scan] of scans.entries()) {
    try {
      answered.push({ scan, answer: await send(scan) });
    } catch (error) {
      if (isUnanswered(error) || (error instanceof ApiRequestError && error.status === 401)) {
        return { remaining: scans.slice(index), answered, refused };
      }
      // The api refused the scan itself (a 400 for a damaged code): sending it again would not help.
      refused.push(scan);
    }
  }
  return { remaining: [], answered, refused };
}
