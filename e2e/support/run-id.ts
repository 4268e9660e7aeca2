/**
 * A suffix for the people, references and files a spec makes, unique to this load of the spec:
 * two workers share one database and one mail sink, and may load their specs in the same
 * millisecond, so the worker's index is part of it.
 */
export function runId(): string {
  return `${Date.now().toString(36)}${process.env.TEST_WORKER_INDEX ?? ''}`;
}
