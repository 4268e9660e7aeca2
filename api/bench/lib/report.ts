import { cpus, totalmem } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureReportDirs, partsDir } from './bench-env.js';

/** One measured figure beside the baseline it is compared with. */
export interface Figure {
  /** What is measured, e.g. "requests/s". */
  metric: string;
  value: number;
  unit: string;
  baseline?: number;
  /** value / baseline. */
  ratio?: number;
  target?: string;
  /** Whether the target is met; undefined when there is no target. */
  met?: boolean;
}

export interface BenchPart {
  name: string;
  title: string;
  startedAt: string;
  durationSeconds: number;
  /** Headline rows: each one line of the summary table. */
  figures: (Figure & { scenario: string })[];
  /** Markdown with the details: tables, EXPLAIN output, profile summaries, notes. */
  details: string;
  /** Anything else worth keeping in the JSON report. */
  data?: unknown;
}

export function writePart(part: BenchPart): void {
  ensureReportDirs();
  writeFileSync(join(partsDir, `${part.name}.json`), `${JSON.stringify(part, null, 2)}\n`);
}

export function readPart(name: string): BenchPart | undefined {
  try {
    return JSON.parse(readFileSync(join(partsDir, `${name}.json`), 'utf8')) as BenchPart;
  } catch {
    return undefined;
  }
}

export function machineFacts(): Record<string, string> {
  const cpu = cpus();
  return {
    cpu: `${cpu.length} x ${cpu[0]?.model ?? 'unknown'}`,
    memory: `${Math.round(totalmem() / 1024 / 1024 / 1024)} GB`,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

export function ratio(value: number, baseline: number): number {
  return baseline === 0 ? Number.NaN : value / baseline;
}

/** A number for a table: integers as they are, others to `digits` decimals. */
export function num(value: number | undefined, digits = 1): string {
  if (value === undefined || Number.isNaN(value)) return '-';
  if (Math.abs(value) >= 100 || Number.isInteger(value))
    return Math.round(value).toLocaleString('en-US');
  return value.toFixed(digits);
}

export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
