// npm test: lint, typecheck, unit and integration tests, then the browser journeys.
import { spawnSync } from 'node:child_process';
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
const steps = [
  ['build', `npx nx run-many -t build --output-style=static${buildCache}`],
  ['lint and typecheck', 'npx nx run-many -t lint typecheck --output-style=static'],
  ['format', 'npx prettier --check . --log-level warn'],
  ['unused code', 'npx knip --no-progress'],
  ['unit and integration tests', 'npx nx run-many -t test --output-style=static --parallel=1'],
  ['browser journeys', 'npm run e2e -w @caawg11/e2e'],
];

const failures = [];
for (const [label, command] of steps) {
  if (label === 'browser journeys' && failures.includes('build')) {
    failures.push(label);
    continue;
  }
  console.log(`\n=== ${label}: ${command}`);
  const env = label === 'build' ? { ...process.env, NODE_ENV: 'production' } : process.env;
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true, env });
  if (status !== 0) failures.push(label);
}

const { passed, failed, lines } = summarise();
console.log(`\n${lines.join('\n')}`);
if (failures.length > 0) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
