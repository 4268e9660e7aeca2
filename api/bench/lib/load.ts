import { createRequire } from 'node:module';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { apiDir } from './bench-env.js';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  /** Answers outside 2xx, and connection errors and timeouts. */
  non2xx: number;
  errors: number;
  durationSeconds: number;
}

export type LoadOptions = Omit<autocannon.Options, 'url'> & { url: string };

/**
 * autocannon is the bench's own tool: api/bench/package.json declares it and `npm run bench`
 * installs it into api/bench/node_modules, so a plain `npm install` leaves it out. The bench runs
 * compiled, from api/dist/bench, whose module lookup does not pass through api/bench, so it is
 * required from the bench's package. Its types (@types/autocannon) stay with the api, whose
 * typecheck and lint read the bench's code.
 */
function loadAutocannon(): typeof autocannon {
  return createRequire(join(apiDir, 'bench', 'package.json'))('autocannon') as typeof autocannon;
}

/** Runs autocannon and keeps the figures the reports show. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await loadAutocannon()({ ...options });
  const durationSeconds = result.duration;
  return {
    requestsPerSecond: result.requests.total / durationSeconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    durationSeconds,
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}
