import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Feature folders meet only at their public entry. For every source file `depth` folders below a
 * feature folder, a relative import that climbs out of that feature into a sibling folder is
 * refused unless the sibling is shared plumbing or the imported file is one of the sibling's
 * entry files. Generated per depth because an import names its target relative to the importer.
 */
function featureBoundaries({ featureRoot, shared, entry, because, ignores = [] }) {
  const sharedFolders = shared.length > 0 ? `(?!(?:${shared.join('|')})/)` : '';
  return [0, 1, 2, 3].map((depth) => ({
    files: [`${featureRoot}/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: ['**/*.spec.{ts,tsx}', '**/testing/**', ...ignores],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:\\.\\./){${depth + 1}}(?!\\.\\.)${sharedFolders}[^/]+/(?!${entry})`,
              message: because,
            },
          ],
        },
      ],
    },
  }));
}

/**
 * The api's top folders and the portal's section folders: one per job the organisers' side bar
 * groups, and (in the api) the platform.
 */
const apiJobs = [
  'overview',
  'registrations-and-money',
  'abstracts-and-programme',
  'inboxes',
  'on-site',
  'messages',
  'team-and-settings',
  'platform',
];

/**
 * The boundaries between the features of a tree grouped in job folders: a file of a feature
 * imports another feature's entry files only, in its own job (`../feature/`) or another
 * (`../../job/feature/`), unless the feature is one of the shared ones (`{ job, feature }`, the
 * feature a pattern).
 */
function jobFeatureBoundaries({ root, jobs, shared, entry, because }) {
  const sharedIn = (job) => shared.filter((path) => path.job === job).map((path) => path.feature);
  const sharedAnywhere = shared.map((path) => `${path.job}/${path.feature}`).join('|') || '$^';
  return jobs.flatMap((job) =>
    [0, 1, 2, 3].map((depth) => {
      const sameJobShared = sharedIn(job);
      const sameJob = sameJobShared.length > 0 ? `(?!(?:${sameJobShared.join('|')})/)` : '';
      return {
        files: [`${root}/${job}/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
        ignores: ['**/*.spec.{ts,tsx}', '**/testing/**'],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  regex: `^(?:\\.\\./){${depth + 1}}(?!\\.\\.)${sameJob}[^/]+/(?!${entry})`,
                  message: because,
                },
                {
                  regex: `^(?:\\.\\./){${depth + 2}}(?!\\.\\.)(?!(?:${sharedAnywhere})/)[^/]+/[^/]+/(?!${entry})`,
                  message: because,
                },
              ],
            },
          ],
        },
      };
    }),
  );
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.nx/**',
      '**/reports/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.config.js',
      '**/*.config.ts',
      '**/*.config.mjs',
      '**/.__mf__temp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [
      'shell/src/**/*.{ts,tsx}',
      'public-site/src/**/*.{ts,tsx}',
      'admin-portal/src/**/*.{ts,tsx}',
      'libs/conference/src/ui/**/*.tsx',
    ],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // No import circles: files that import each other, directly or through others, cannot be
    // read or tested one without the other, and which of them sees the other still undefined
    // depends on which was loaded first.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'libs/conference/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Which project may import which: the apps share code only through libs/conference, so the
    // public site can never pull in the admin portal or the api, nor they each other.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          depConstraints: [
            { sourceTag: 'type:shared', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:shared'] },
          ],
        },
      ],
    },
  },
  {
    // The shell and both remotes must hold one router between them: the shared routing module is
    // the one federation shares, so a direct import would load a second router that does not see
    // the shell's location. Tests render their own router and may import it directly, and so
    // does the build-time page drawing, which runs in Node on its own, outside federation.
    files: [
      'shell/src/**/*.{ts,tsx}',
      'public-site/src/**/*.{ts,tsx}',
      'admin-portal/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.spec.{ts,tsx}', '**/testing/**', 'public-site/src/prerender/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message:
              'Import the router from @caawg11/conference/routing, the module the apps share.',
          })),
        },
      ],
    },
  },
  {
    // class-validator's IsOptional lets a null through every rule of the field, to a service that
    // expects a value: a request that sent null was answered with a server error.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/platform/config/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['IsOptional'],
              message:
                'Use OptionalField() from common/dto-rules: only an absent field skips its rules, a null is refused.',
            },
          ],
        },
      ],
    },
  },
  // api: features live in the folder of the organisers' job they serve (api/src/<job>/<feature>),
  // with the machinery every feature builds on in api/src/platform. Another feature sees a
  // feature's module, the providers (services, repositories) and entities it exports, its
  // decorators, guards, tokens and errors; controllers, DTOs and helpers stay inside. The platform
  // and the inbox machinery the inboxes share are open to all, and the composition roots (main,
  // worker, cli) may wire anything.
  ...jobFeatureBoundaries({
    root: 'api/src',
    jobs: apiJobs,
    shared: [
      { job: 'platform', feature: '[^/]+' },
      { job: 'inboxes', feature: 'inbox' },
    ],
    entry:
      '(?:[^/]+\\.)?(?:module|service|repository|entity|decorator|guards?|token|error)(?:\\.js)?$|index(?:\\.js)?$',
    because:
      "Another feature's internals: import its module, service, repository, entity, decorator, guard, token or error file, or move what you need to the platform (api/src/platform).",
  }),
  // public site: a folder's top-level files are what other folders use; its subfolders (a page's
  // parts, a form's pieces) are its own.
  ...featureBoundaries({
    featureRoot: 'public-site/src',
    shared: ['api', 'assets', 'components', 'content', 'hooks'],
    entry: '[^/]+$',
    because:
      "A file inside another folder's subfolder is that folder's internals: import one of its top-level files, or move what you need up.",
  }),
  // admin portal: the sections sit in the folders of the side bar's groups, the same jobs as the
  // api's; a section is reached from another section only through its index.
  ...jobFeatureBoundaries({
    root: 'admin-portal/src/sections',
    jobs: apiJobs.filter((job) => job !== 'platform'),
    shared: [],
    entry: 'index(?:\\.tsx?)?$',
    because:
      "Another section's internals: import from its index, or move what both need to a shared folder (components, api, sections/queries).",
  }),
  {
    // The public site shows only catalogue texts: JSX text, literals inside JSX, and the
    // attributes a visitor reads or hears (aria-label, alt, title, placeholder, and the
    // components' text props) are refused; className, href, type and the like are not.
    files: ['public-site/src/**/*.tsx'],
    ignores: ['**/*.spec.tsx', '**/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'aria-roledescription',
              'aria-valuetext',
              'alt',
              'title',
              'placeholder',
              'label',
              'eyebrow',
              'lead',
            ],
          },
        },
      ],
    },
  },
  {
    // Nest's decorators need the runtime class of an injected service, not only its type.
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'api/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
