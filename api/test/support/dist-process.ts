import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../../src/platform/config/app-config.js';
import { configEnvironment } from './mail-worker-process.js';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const startedLine = { 'main.js': 'api listening', 'worker.js': 'worker started' } as const;

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolveClose) => server.close(resolveClose));
  return port;
}

/**
 * The built api or worker (`npm run build -w @caawg11/api` first) as a process of its own, as
 * it runs in production, which a test may kill.
 */
export class DistProcess {
  output = '';

  private constructor(
    readonly entry: keyof typeof startedLine,
    private readonly child: ChildProcess,
    readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>,
  ) {}

  /** Starts the process without waiting for it; see started(). */
  static spawn(
    entry: keyof typeof startedLine,
    config: AppConfig,
    env: Record<string, string> = {},
  ): DistProcess {
    const child = spawn(process.execPath, [join(apiDir, 'dist', entry)], {
      cwd: apiDir,
      env: { ...process.env, ...configEnvironment(config), ...env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
      (resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })),
    );
    const started = new DistProcess(entry, child, exited);
    child.stdout?.on('data', (chunk: Buffer) => (started.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (started.output += chunk.toString()));
    return started;
  }

  static async start(
    entry: keyof typeof startedLine,
    config: AppConfig,
    env: Record<string, string> = {},
  ): Promise<DistProcess> {
    const started = DistProcess.spawn(entry, config, env);
    await started.started();
    return started;
  }

  /** Resolves once the process says it serves; fails with its output when it stops first. */
  async started(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.output.includes(startedLine[this.entry])) {
      if (!this.running || Date.now() > deadline) {
        this.child.kill('SIGKILL');
        throw new Error(`${this.entry} did not start:\n${this.output}`);
      }
      await new Promise((resolveWait) => setTimeout(resolveWait, 50));
    }
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Kills the process and waits until it is gone. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (this.running) this.child.kill(signal);
    await this.exited;
  }
}
