// npm test: the build; then two lanes side by side, one for each core: the api's integration
// tests against MySQL and Redis, then the other unit tests; and the static checks (lint, types,
// format, unused code) followed by the browser journeys through the built system, which start as
// soon as those checks are done instead of waiting for the api's suites.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { loadDotEnv, requireServices } from './services.mjs';
import { summarise } from './test-summary.mjs';

loadDotEnv();
await requireServices();
// Every runner writes its JSON report here; jest does not create the folder itself.
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports/logs', { recursive: true });

// CI builds from scratch: a clean checkout must mean a clean build, whatever the machine-wide
// Nx cache holds.
const buildCache = process.env.CI ? ' --skip-nx-cache' : '';
// The steps after the build use what it made: without this flag, Nx would build the shared
// library again for each of them (its build is keyed on NODE_ENV, production only for the build).
const built = '--exclude-task-dependencies --output-style=static';

// Each step's limit is about three times what it takes on a 2-core machine: a step that hangs
// fails on its own, naming itself and what was running, instead of holding up the whole run.
const build = {
  label: 'build',
  command: `npx nx run-many -t build --output-style=static${buildCache}`,
  limitMinutes: 10,
  env: { NODE_ENV: 'production' },
};
const browserJourneys = {
  label: 'browser journeys',
  command: 'npm run e2e -w @caawg11/e2e',
  limitMinutes: 40,
};
const lanes = {
  // The api's suites, each in a database of its own, on a core of their own beside the other lane;
  // then the other unit tests, which fit in the time the browser journeys take after the checks.
  database: [
    { label: 'api tests', command: 'npm run test -w @caawg11/api', limitMinutes: 35 },
    {
      // The shared library's jest, Vitest for the three apps, and the workspace's Node checks.
      label: 'other tests',
      command: `npx nx run-many -t test --exclude=@caawg11/api --parallel=1 ${built}`,
      limitMinutes: 20,
    },
  ],
  checks: [
    {
      label: 'lint and typecheck',
      command: `npx nx run-many -t lint typecheck --parallel=1 ${built}`,
      limitMinutes: 20,
    },
    { label: 'format', command: 'npx prettier --check . --log-level warn', limitMinutes: 5 },
    { label: 'unused code', command: 'npx knip --no-progress', limitMinutes: 5 },
    browserJourneys,
  ],
};

/** Process groups still running, stopped together when the run is interrupted. */
const running = new Set();
const stopGroup = (pid) => {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group has already gone.
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const pid of running) stopGroup(pid);
    process.exit(130);
  });
}

const minutesAndSeconds = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * Runs one step in a process group of its own, so that a step past its limit is stopped with
 * everything it started. Its output goes to `output` (a file descriptor: the terminal, or the
 * lane's log). Resolves with the step's exit status and how long it took.
 */
function runStep({ label, command, limitMinutes, env = {} }, output = 1) {
  const started = Date.now();
  writeSync(output, `\n=== ${label}: ${command}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, {
      stdio: ['ignore', output, output],
      shell: true,
      env: { ...process.env, ...env },
      detached: true,
    });
    running.add(child.pid);
    const limit = setTimeout(() => {
      writeSync(
        output,
        `\n${label}: still running after ${limitMinutes} minutes, stopped. Busiest processes:\n`,
      );
      spawnSync('ps -eo pid,etime,pcpu,rss,args --sort=-pcpu | head -n 15 | cut -c 1-200', {
        stdio: ['ignore', output, output],
        shell: true,
      });
      stopGroup(child.pid);
    }, limitMinutes * 60_000);
    child.on('exit', (code) => {
      clearTimeout(limit);
      running.delete(child.pid);
      // No code means a signal ended it: a failure.
      resolve({ status: code ?? 1, ms: Date.now() - started });
    });
  });
}

const failures = [];
const timings = [];

/** Runs the step, records its time, and names it among the failures when it fails. */
async function runAndRecord(step, output, lane) {
  const { status, ms } = await runStep(step, output);
  const outcome = status === 0 ? 'passed' : `failed (exit status ${status})`;
  timings.push(`  ${(lane ? `${lane}: ` : '') + step.label}`.padEnd(36) + minutesAndSeconds(ms));
  if (status !== 0) failures.push(step.label);
  return outcome;
}

/**
 * Runs a lane's steps one after another, each step's output into the lane's log, a line for each
 * step as it ends, and the whole log once the lane is done, so that the two lanes do not
 * interleave.
 */
async function runLane(name, steps) {
  const logFile = `reports/logs/${name}.log`;
  const log = openSync(logFile, 'w');
  for (const step of steps) {
    console.log(`[${name}] ${step.label}: started`);
    const outcome = await runAndRecord(step, log, name);
    console.log(`[${name}] ${step.label}: ${outcome}`);
  }
  closeSync(log);
  console.log(`\n===== lane "${name}" (${logFile}) =====`);
  process.stdout.write(readFileSync(logFile));
  console.log(`===== end of lane "${name}" =====\n`);
}

await runAndRecord(build);
// The journeys run in the system the build made: without it they are counted as failed unrun.
if (failures.includes('build')) {
  lanes.checks = lanes.checks.filter((step) => step !== browserJourneys);
  failures.push(browserJourneys.label);
}
await Promise.all(Object.entries(lanes).map(([name, steps]) => runLane(name, steps)));

const { passed, failed, lines } = summarise();
console.log(`\nTime of each step (minutes:seconds):\n${timings.join('\n')}`);
console.log(`\n${lines.join('\n')}`);
if (failures.length > 0) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
// Not process.exit(): stdout into a pipe is written asynchronously, and exiting at once would cut
// off the end of the lanes' logs and this summary.
process.exitCode = failures.length > 0 || failed > 0 ? 1 : 0;
