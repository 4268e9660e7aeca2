import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { ESLint } from 'eslint';

const workspaceRoot = new URL('../../', import.meta.url).pathname;
const run = promisify(execFile);

/**
 * Lints `source` as though it were the content of `filePath`. The rule finds a file's project
 * through the workspace's file map, so the path must name a file that exists.
 */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: workspaceRoot });
  const [result] = await eslint.lintText(source, { filePath: `${workspaceRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
    .map((message) => message.message);
}

test.describe('the workspace rules that npm test enforces', () => {
  test('the public site cannot import the admin portal or the api', async () => {
    const errors = await boundaryErrors(
      'public-site/src/main.tsx',
      ["import '../../admin-portal/src/App.js';", "import '../../api/src/main.js';"].join('\n'),
    );
    expect(errors).toHaveLength(2);
  });

  test('an application may import the shared library', async () => {
    const errors = await boundaryErrors(
      'public-site/src/main.tsx',
      "export { conferenceDates } from '@caawg11/conference';",
    );
    expect(errors).toEqual([]);
  });

  test('the shared library cannot import an application', async () => {
    const errors = await boundaryErrors(
      'libs/conference/src/index.ts',
      "export * from '../../../shell/src/App.js';",
    );
    expect(errors).toHaveLength(1);
  });

  test('unused files, exports and dependencies fail the unused-code check', async () => {
    const fixture = `${workspaceRoot}e2e/fixtures/unused-code`;
    const outcome = await run('npx', ['knip', '--no-progress', '--directory', fixture]).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain('src/orphan.js');
    expect(outcome.stdout).toContain('left-pad');
    expect(outcome.stdout).toContain('farewell');
  });
});
