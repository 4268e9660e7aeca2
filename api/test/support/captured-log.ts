import { Writable } from 'node:stream';

/** One line of the log, as pino writes it. */
export type LogEntry = Record<string, unknown> & { msg?: string; requestId?: string };

/**
 * Every line a log (createLog) writes to it while a test runs: give it to a test app as its
 * `logStream`. `text()` is what was written, to look for what must never be there; `entries()`
 * the same lines read as JSON, to look at their fields.
 */
export class CapturedLog extends Writable {
  readonly lines: string[] = [];

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.lines.push(
      ...String(chunk)
        .split('\n')
        .filter((line) => line !== ''),
    );
    done();
  }

  text(): string {
    return this.lines.join('\n');
  }

  entries(): LogEntry[] {
    return this.lines.map((line) => JSON.parse(line) as LogEntry);
  }

  clear(): void {
    this.lines.length = 0;
  }
}
