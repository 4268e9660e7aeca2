import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const workspaceRoot = new URL('../../', import.meta.url).pathname;
const run = promisify(execFile);

/**
 * Lints `source` as though it were the content of `filePath`. The rule finds a file's project
 * through the workspace's file map, so the path must name a file that exists.
 */
async function lintErrors(filePath: string, source: string, ruleId: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: workspaceRoot });
  const [result] = await eslint.lintText(source, { filePath: `${workspaceRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}

const boundaryErrors = (filePath: string, source: string) =>
  lintErrors(filePath, source, '@nx/enforce-module-boundaries');

/** Imports that cross from one feature folder into another, one a line. */
const featureBoundaryErrors = (filePath: string, imports: string[]) =>
  lintErrors(
    filePath,
    imports.map((from, index) => `export * as imported${index} from '${from}';`).join('\n'),
    'no-restricted-imports',
  );

describe('the workspace rules that npm test enforces', () => {
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

  test('the apps take the router only from the module they share', async () => {
    const source = (from: string) => `export { Link } from '${from}';`;
    for (const file of [
      'shell/src/App.tsx',
      'public-site/src/App.tsx',
      'admin-portal/src/App.tsx',
    ]) {
      for (const direct of ['react-router', 'react-router-dom']) {
        expect(
          await lintErrors(file, source(direct), '@typescript-eslint/no-restricted-imports'),
        ).toHaveLength(1);
      }
      expect(
        await lintErrors(
          file,
          source('@caawg11/conference/routing'),
          '@typescript-eslint/no-restricted-imports',
        ),
      ).toEqual([]);
    }
  });

  test('the shared library cannot import an application', async () => {
    const errors = await boundaryErrors(
      'libs/conference/src/index.ts',
      "export * from '../../../shell/src/App.js';",
    );
    expect(errors).toHaveLength(1);
  });

  test("an api feature cannot reach into another feature's controllers, DTOs, helpers or admin side", async () => {
    const errors = await featureBoundaryErrors('api/src/inboxes/contact/contact.service.ts', [
      '../../registrations-and-money/registrations/registrations.controller.js',
      '../../registrations-and-money/registrations/dto/create-registration.dto.js',
      '../../registrations-and-money/registrations/admin/admin-registrations.service.js',
      '../sponsorship/sponsorship.controller.js',
    ]);
    expect(errors).toHaveLength(4);
    expect(errors.join('\n')).toContain("Another feature's internals");
  });

  test("an api feature may use another feature's module, service and entity, and the platform", async () => {
    const errors = await featureBoundaryErrors('api/src/inboxes/contact/contact.service.ts', [
      '../../registrations-and-money/registrations/registrations.module.js',
      '../../registrations-and-money/registrations/registrations.service.js',
      '../../registrations-and-money/registrations/registration.entity.js',
      '../sponsorship/sponsorship.service.js',
      '../inbox/inbox-definition.js',
      '../../platform/common/api-error.js',
      '../../platform/database/migrations/index.js',
      './dto/contact.dto.js',
    ]);
    expect(errors).toEqual([]);
  });

  test("a public-site folder cannot import another folder's subfolder", async () => {
    const errors = await featureBoundaryErrors('public-site/src/forms/ContactForm.tsx', [
      '../pages/verify/AccessRequestForm',
      '../pages/AboutPage',
    ]);
    expect(errors).toHaveLength(1);
  });

  test("an admin section cannot import another section's files, only its index", async () => {
    const errors = await featureBoundaryErrors(
      'admin-portal/src/sections/registrations-and-money/payments/PaymentsSection.tsx',
      [
        '../registrations/RegistrationTable',
        '../registrations',
        '../../on-site/badges/BadgesSection',
        '../../on-site/badges',
        '../../queries',
      ],
    );
    expect(errors).toHaveLength(2);
  });

  test('a file cannot import a file that imports it back, directly or through others', async () => {
    // notice-texts.ts imports the translations: the translations importing the defaults back
    // would close a circle.
    const circle = await lintErrors(
      'libs/conference/src/notice-texts-translations.ts',
      "import { noticeTexts } from './notice-texts.js';\nexport const keys = Object.keys(noticeTexts);",
      'import-x/no-cycle',
    );
    expect(circle).toHaveLength(1);
    expect(circle[0]).toContain('Dependency cycle');
    const noCircle = await lintErrors(
      'libs/conference/src/notice-texts-translations.ts',
      "import { noticeTextKeys } from './notice-text-keys.js';\nexport const keys = [...noticeTextKeys];",
      'import-x/no-cycle',
    );
    expect(noCircle).toEqual([]);
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
