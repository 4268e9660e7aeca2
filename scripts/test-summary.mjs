// Adds up every runner's JSON report into the one line CI reads: "tests: N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function summarise(dir = 'reports') {
  let passed = 0;
  let failed = 0;
  const lines = [];
  if (!existsSync(dir)) return { passed, failed, lines };
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    let filePassed = 0;
    let fileFailed = 0;
    if (report.stats && 'expected' in report.stats) {
      // Playwright
      filePassed = report.stats.expected + (report.stats.flaky ?? 0);
      fileFailed = report.stats.unexpected;
    } else if ('numPassedTests' in report) {
      // jest and Vitest
      filePassed = report.numPassedTests;
      fileFailed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    }
    passed += filePassed;
    failed += fileFailed;
    lines.push(
      `  ${file.replace(/\.json$/, '').padEnd(24)} ${filePassed} passed, ${fileFailed} failed`,
    );
  }
  return { passed, failed, lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed, lines } = summarise();
  console.log(lines.join('\n'));
  console.log(`tests: ${passed} passed, ${failed} failed`);
}
