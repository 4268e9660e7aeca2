/**
 * Merges the parts of `npm run bench` (reports/bench/parts/*.json) into reports/bench/latest.json
 * and latest.md, and copies the Markdown to api/bench/RESULTS.md, which is committed.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { apiDir, ensureReportDirs, reportsDir } from './lib/bench-env.js';
import { serverFacts } from './lib/database.js';
import { machineFacts, markdownTable, num, readPart, type BenchPart } from './lib/report.js';

const partOrder = [
  'submit',
  'upload',
  'abstract-authors',
  'admin',
  'export',
  'worker',
  'replicas',
  'frontend',
];
const analysisFile = join(apiDir, 'bench', 'ANALYSIS.md');

function unitValue(value: number | undefined, unit: string): string {
  if (value === undefined) return '-';
  if (unit === 'score') return num(value, 0);
  if (unit === '') return value.toFixed(3);
  return `${num(value)} ${unit}`;
}

export function headlineTable(parts: BenchPart[]): string {
  const rows = parts.flatMap((part) =>
    part.figures.map((figure) => [
      figure.scenario,
      unitValue(figure.value, figure.unit),
      figure.baseline === undefined ? '-' : unitValue(figure.baseline, figure.unit),
      figure.ratio === undefined ? '-' : num(figure.ratio, 2),
      figure.target ?? '-',
      figure.met === undefined ? '-' : figure.met ? 'met' : '**not met**',
    ]),
  );
  return markdownTable(['figure', 'measured', 'baseline', 'ratio', 'target', ''], rows);
}

export async function writeReport(): Promise<string> {
  ensureReportDirs();
  const parts = partOrder
    .map((name) => readPart(name))
    .filter((part): part is BenchPart => part !== undefined);
  const machine = { ...machineFacts(), ...(await serverFacts().catch(() => ({}))) };
  const takenAt = parts.map((part) => part.startedAt).sort()[0] ?? new Date().toISOString();
  const machineLine =
    `${machine.cpu}, ${machine.memory} RAM, Node ${machine.node}, ${machine.platform}` +
    ('version' in machine
      ? `, MariaDB/MySQL ${String(machine.version)} (innodb_flush_log_at_trx_commit=${String(machine.innodbFlushLogAtTrxCommit)}, buffer pool ${String(machine.innodbBufferPoolMb)} MB)`
      : '');
  const markdown = [
    '# Benchmark results',
    '',
    `Taken ${takenAt.slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` on ${machineLine}. ` +
      'Everything (load generator, servers, database, Redis, browser) shares this one machine, so absolute ' +
      'numbers only describe it; each figure stands beside a baseline measured in the same run.',
    '',
    '## Headline',
    '',
    headlineTable(parts),
    '',
    ...parts.flatMap((part) => [
      `## ${part.title}`,
      '',
      `_${num(part.durationSeconds, 0)} s, started ${part.startedAt.slice(11, 19)} UTC._`,
      '',
      part.details,
      '',
    ]),
    // The hand-written reading of the figures, kept beside the harness.
    ...(existsSync(analysisFile) ? [readFileSync(analysisFile, 'utf8').trim(), ''] : []),
  ].join('\n');
  writeFileSync(
    join(reportsDir, 'latest.json'),
    `${JSON.stringify({ takenAt, machine, parts }, null, 2)}\n`,
  );
  // Formatted as the repository's Prettier settings want it, since RESULTS.md is committed.
  const resultsFile = join(apiDir, 'bench', 'RESULTS.md');
  const formatted = await format(markdown, {
    ...((await resolveConfig(resultsFile)) ?? {}),
    parser: 'markdown',
  });
  writeFileSync(join(reportsDir, 'latest.md'), formatted);
  copyFileSync(join(reportsDir, 'latest.md'), resultsFile);
  return formatted;
}

writeReport().then(
  () => {
    console.log(`wrote ${join(reportsDir, 'latest.md')}, latest.json and api/bench/RESULTS.md`);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
