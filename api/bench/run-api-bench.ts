/**
 * The api-side benchmarks of `npm run bench`: submit path, upload path, abstracts with many
 * authors, admin at scale,
 * exports at scale, the mail worker and the submit path with two replicas. Each writes reports/bench/parts/<name>.json; report.ts merges them.
 * Usage: node dist/bench/bench/run-api-bench.js [--only submit,upload,abstract-authors,admin,export,worker,replicas] [--profile]
 */
import { runAbstractAuthorsBench } from './abstract-authors-bench.js';
import { runAdminBench } from './admin-bench.js';
import { runExportBench } from './export-bench.js';
import { runReplicasBench } from './replicas-bench.js';
import { runSubmitBench } from './submit-bench.js';
import { runUploadBench } from './upload-bench.js';
import { runWorkerBench } from './worker-bench.js';

const args = process.argv.slice(2);
const onlyArg = args.find((arg) => arg.startsWith('--only'));
const only = onlyArg
  ? (onlyArg.includes('=') ? onlyArg.split('=')[1]! : args[args.indexOf(onlyArg) + 1]!).split(',')
  : undefined;
const profile = args.includes('--profile');
const wanted = (name: string) => !only || only.includes(name);

async function main(): Promise<void> {
  if (wanted('submit')) await runSubmitBench({ profile });
  if (wanted('upload')) await runUploadBench();
  if (wanted('abstract-authors')) await runAbstractAuthorsBench();
  if (wanted('admin')) await runAdminBench();
  if (wanted('export')) await runExportBench();
  if (wanted('worker')) await runWorkerBench();
  if (wanted('replicas')) await runReplicasBench();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
