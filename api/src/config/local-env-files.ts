import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

/** The repository root, from src/config or dist/config alike. */
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Lets the command-line tools see what `npm start` sees: the operator's `.env`, then the signing
 * keys that `npm start` generated into `.env.local`. A variable already set wins.
 */
export function loadLocalEnvFiles(env: NodeJS.ProcessEnv = process.env): void {
  for (const name of ['.env', '.env.local']) {
    const path = join(repositoryRoot, name);
    if (!existsSync(path)) continue;
    for (const [key, value] of Object.entries(parseEnv(readFileSync(path, 'utf8')))) {
      if (!env[key]) env[key] = value;
    }
  }
}
