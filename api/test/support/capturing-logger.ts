import type { LoggerService } from '@nestjs/common';

/** Every line a logger it is given to writes while a test runs; a text part is kept as it is. */
export class CapturingLogger implements LoggerService {
  readonly lines: string[] = [];
  private keep(...parts: unknown[]): void {
    this.lines.push(
      parts
        .map((part) => (typeof part === 'string' ? part : (JSON.stringify(part) ?? String(part))))
        .join(' '),
    );
  }
  log = (...parts: unknown[]) => this.keep(...parts);
  error = (...parts: unknown[]) => this.keep(...parts);
  warn = (...parts: unknown[]) => this.keep(...parts);
  debug = (...parts: unknown[]) => this.keep(...parts);
  verbose = (...parts: unknown[]) => this.keep(...parts);
  fatal = (...parts: unknown[]) => this.keep(...parts);
}
