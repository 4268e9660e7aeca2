import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiDir, benchPorts, benchServerEnv, reportsDir } from './bench-env.js';
import { httpOk, startNode, type RunningProcess } from './processes.js';

export interface ApiProcessOptions {
  database: string;
  env?: Record<string, string>;
  /** Writes a V8 CPU profile of the run to reports/bench/profiles/<name>.cpuprofile. */
  profileName?: string;
  /** Another build of the api than BENCH_API_DIST / dist, relative to api/. */
  dist?: string;
  /** Another port than the bench api's, for a second replica. */
  port?: number;
}

export const apiUrl = `http://127.0.0.1:${benchPorts.api}`;

/**
 * The built api the benchmarks start: api/dist, or another build given in BENCH_API_DIST (a
 * folder inside the repository, so its packages resolve), to measure a candidate change.
 */
const apiDist = process.env.BENCH_API_DIST ?? 'dist';

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
  args.push(join(options.dist ?? apiDist, 'main.js'));
  const port = options.port ?? benchPorts.api;
  return startNode('api', args, {
    cwd: apiDir,
    env: benchServerEnv(options.database, { API_PORT: String(port), ...options.env }),
    ready: () => httpOk(`http://127.0.0.1:${port}/api/health`),
  });
}

/** Starts the built worker (dist/worker.js); resolves once it consumes the mail queue. */
export async function startWorker(
  database: string,
  env: Record<string, string> = {},
): Promise<RunningProcess> {
  return startNode('worker', [join(apiDist, 'worker.js')], {
    cwd: apiDir,
    // Several workers may run at once; each answers health on a port of its own.
    env: benchServerEnv(database, { WORKER_HEALTH_PORT: '0', ...env }),
    readyLine: /worker started/,
  });
}
