import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningProcess {
  pid: number;
  child: ChildProcess;
  /** Output lines kept for a failure message (the last 200). */
  output: string[];
  stop(): Promise<void>;
}

/** Starts `node <args>` with `env`; resolves once `ready` is true (polled), fails if it exits. */
export async function startNode(
  label: string,
  args: string[],
  options: {
    env: NodeJS.ProcessEnv;
    cwd: string;
    /** Polled until true; or */
    ready?: () => Promise<boolean>;
    /** an output line that says the process is ready. */
    readyLine?: RegExp;
    timeoutMs?: number;
  },
): Promise<RunningProcess> {
  const child = spawn(process.execPath, args, {
    env: options.env,
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  let sawReadyLine = false;
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      if (options.readyLine?.test(line)) sawReadyLine = true;
      output.push(line);
      if (output.length > 200) output.shift();
    }
  };
  // Read (and drop) the output, so a verbose log never blocks the process on a full pipe.
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const running: RunningProcess = {
    pid: child.pid ?? -1,
    child,
    output,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exit;
      }
    },
  };
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`${label} exited before it was ready:\n${output.slice(-30).join('\n')}`);
    }
    if (options.readyLine && sawReadyLine) return running;
    if (options.ready && (await options.ready().catch(() => false))) return running;
    await sleep(200);
  }
  await running.stop();
  throw new Error(`${label} was not ready in time:\n${output.slice(-30).join('\n')}`);
}

export async function httpOk(url: string): Promise<boolean> {
  const response = await fetch(url);
  return response.ok;
}

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/**
 * Watches a process's resident memory while a load runs: the kernel's high-water mark (reset
 * at the start through /proc/<pid>/clear_refs where allowed) and a 50 ms sampling as a check.
 */
export function watchMemory(pid: number): {
  stop(): { peakRssBytes: number; startRssBytes: number };
} {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not allowed here: the sampled peak still holds.
  }
  const startRssBytes = statusField(pid, 'VmRSS');
  let sampled = startRssBytes;
  const timer = setInterval(() => {
    try {
      sampled = Math.max(sampled, statusField(pid, 'VmRSS'));
    } catch {
      // The process ended.
    }
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      let hwm = 0;
      try {
        hwm = statusField(pid, 'VmHWM');
      } catch {
        // The process ended.
      }
      return { peakRssBytes: Math.max(sampled, hwm), startRssBytes };
    },
  };
}

let clockTicksPerSecond: number | undefined;

/**
 * CPU time (user and system) a process has used so far, in milliseconds, from /proc/<pid>/stat.
 * Unlike its throughput, a CPU-bound server's CPU time per request hardly moves when other
 * processes share the machine, so it compares servers on a busy machine.
 */
export function cpuTimeMs(pid: number): number {
  clockTicksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks / clockTicksPerSecond) * 1000;
}
