// npm test: lint, typecheck, unit and integration tests, then the browser journeys.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { loadDotEnv, requireServices } from './services.mjs';
import { summarise } from './test-summary.mjs';

loadDotEnv();
await requireServices();
// Every runner writes its JSON report here; jest does not create the folder itself.
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

// CI builds from scratch: a clean checkout must mean a clean build, whatever the machine-wide
// Nx cache holds.
const buildCache = process.env.CI ? ' --skip-nx-cache' : '';
// Each step's limit is about three times what it takes on a 2-core machine: a step that hangs
// fails on its own, naming itself and what was running, instead of holding up the whole run.
const steps = [
  ['build', `npx nx run-many -t build --output-style=static${buildCache}`, 10],
  ['lint and typecheck', 'npx nx run-many -t lint typecheck --output-style=static', 15],
  ['format', 'npx prettier --check . --log-level warn', 5],
  ['unused code', 'npx knip --no-progress', 5],
  ['unit and integration tests', 'npx nx run-many -t test --output-style=static --parallel=1', 35],
  ['browser journeys', 'npm run e2e -w @caawg11/e2e', 40],
];

/**
 * Runs one step in a process group of its own, so that a step past its limit is stopped with
 * everything it started. Resolves with the step's exit status.
 */
function runStep(label, command, env, limitMinutes) {
  return new Promise((resolve) => {
    const child = spawn(command, { stdio: 'inherit', shell: true, env, detached: true });
    const stopGroup = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group has already gone.
      }
    };
    const limit = setTimeout(() => {
      console.log(
        `\n${label}: still running after ${limitMinutes} minutes, stopped. Busiest processes:`,
      );
      spawnSync('ps -eo pid,etime,pcpu,rss,args --sort=-pcpu | head -n 15 | cut -c 1-200', {
        stdio: 'inherit',
        shell: true,
      });
      stopGroup();
    }, limitMinutes * 60_000);
    const interrupt = () => {
      stopGroup();
      process.exit(130);
    };
    process.once('SIGINT', interrupt);
    process.once('SIGTERM', interrupt);
    child.on('exit', (code) => {
      clearTimeout(limit);
      process.removeListener('SIGINT', interrupt);
      process.removeListener('SIGTERM', interrupt);
      // No code means a signal ended it: a failure.
      resolve(code ?? 1);
    });
  });
}

const failures = [];
for (const [label, command, limitMinutes] of steps) {
  if (label === 'browser journeys' && failures.includes('build')) {
    failures.push(label);
    continue;
  }
  console.log(`\n=== ${label}: ${command}`);
  const env = label === 'build' ? { ...process.env, NODE_ENV: 'production' } : process.env;
  const status = await runStep(label, command, env, limitMinutes);
  if (status !== 0) failures.push(label);
}

const { passed, failed, lines } = summarise();
console.log(`\n${lines.join('\n')}`);
if (failures.length > 0) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
