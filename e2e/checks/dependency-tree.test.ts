import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const workspaceRoot = new URL('../../', import.meta.url).pathname;

interface LockedPackage {
  version?: string;
}

interface Lockfile {
  packages: Record<string, LockedPackage>;
}

/**
 * Releases npm announces as deprecated on every install: `inflight` leaks memory, and glob
 * before 9 and rimraf before 4 are no longer kept.
 */
const deprecatedReleases: { name: string; below: number }[] = [
  { name: 'inflight', below: Number.POSITIVE_INFINITY },
  { name: 'glob', below: 9 },
  { name: 'rimraf', below: 4 },
];

/** Every copy of a deprecated release that the lock file installs, as `path@version`. */
function deprecatedCopies(lockfile: Lockfile): string[] {
  return Object.entries(lockfile.packages).flatMap(([path, locked]) => {
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const major = Number(locked.version?.split('.')[0]);
    const deprecated = deprecatedReleases.some(
      (release) => release.name === name && !(major >= release.below),
    );
    return path.includes('node_modules/') && deprecated ? [`${path}@${locked.version}`] : [];
  });
}

/** The root's lock file, and those of the benchmark's own tools, which `npm run bench` installs. */
const lockfiles = [
  'package-lock.json',
  'api/bench/package-lock.json',
  'e2e/bench/package-lock.json',
];

describe('the installed dependency tree', () => {
  test.each(lockfiles)('%s holds no release that npm install reports as deprecated', (path) => {
    const lockfile = JSON.parse(readFileSync(`${workspaceRoot}${path}`, 'utf8')) as Lockfile;
    expect(deprecatedCopies(lockfile)).toEqual([]);
  });

  test('finds a deprecated release wherever it is nested', () => {
    expect(
      deprecatedCopies({
        packages: {
          '': {},
          'node_modules/glob': { version: '10.5.0' },
          'node_modules/archiver-utils/node_modules/glob': { version: '7.2.3' },
          'node_modules/inflight': { version: '1.0.6' },
          'node_modules/rimraf': { version: '5.0.10' },
        },
      }),
    ).toEqual([
      'node_modules/archiver-utils/node_modules/glob@7.2.3',
      'node_modules/inflight@1.0.6',
    ]);
  });
});
