import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiDir, benchPorts, benchServerEnv, reportsDir } from './bench-env.js';
import { httpOk, startNode, type RunningProcess } from './processes.js';

export interface ApiProcessOptions {
  database: string;
  env?: Record<string, string>;
  /** Writes a V8 CPU profile of the run to reports/bench/profiles/<name>.cpuprofile. */
  profileName?: string;
}

export const apiUrl = `http://127.0.0.1:${benchPorts.api}`;

/** Starts the built api (dist/main.js) as production runs it, on the bench port. */
export async function startApi(options: ApiProcessOptions): Promise<RunningProcess> {
  const args: string[] = [];
  if (options.profileName) {
    const dir = join(reportsDir, 'profiles');
    mkdirSync(dir, { recursive: true });
    args.push(
      '--cpu-prof',
      `--cpu-prof-dir=${dir}`,
      `--cpu-prof-name=${options.profileName}.cpuprofile`,
    );
  }
  args.push('dist/main.js');
  return startNode('api', args, {
    cwd: apiDir,
    env: benchServerEnv(options.database, options.env),
    ready: () => httpOk(`${apiUrl}/api/health`),
  });
}

/** Starts the built worker (dist/worker.js); resolves once it consumes the mail queue. */
export async function startWorker(
  database: string,
  env: Record<string, string> = {},
): Promise<RunningProcess> {
  return startNode('worker', ['dist/worker.js'], {
    cwd: apiDir,
    env: benchServerEnv(database, env),
    readyLine: /worker started/,
  });
}
