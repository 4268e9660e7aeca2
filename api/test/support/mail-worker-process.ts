import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type AppConfig, configVariableNames } from '../../src/platform/config/app-config.js';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Node loader hooks that run the api's TypeScript sources directly (each file transpiled on
 * its own, as isolatedModules allows), so a test can start the real worker entry point as a
 * child process without building the api first.
 */
function loaderHooksSource(): string {
  const typescriptUrl = pathToFileURL(createRequire(import.meta.url).resolve('typescript')).href;
  const sourceRoot = pathToFileURL(join(apiDir, 'src')).href;
  return `
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from ${JSON.stringify(typescriptUrl)};

const root = ${JSON.stringify(sourceRoot)};
const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  useDefineForClassFields: false,
  jsx: ts.JsxEmit.ReactJSX,
  esModuleInterop: true,
};

export async function resolve(specifier, context, next) {
  if (/^\\.\\.?\\//.test(specifier) && specifier.endsWith('.js') && context.parentURL?.startsWith(root)) {
    const path = fileURLToPath(new URL(specifier, context.parentURL));
    if (!existsSync(path)) {
      for (const extension of ['.ts', '.tsx']) {
        const candidate = path.slice(0, -3) + extension;
        if (existsSync(candidate)) return { url: pathToFileURL(candidate).href, shortCircuit: true };
      }
    }
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url.startsWith(root) && /\\.tsx?$/.test(url)) {
    const fileName = fileURLToPath(url);
    const source = await readFile(fileName, 'utf8');
    const output = ts.transpileModule(source, { fileName, compilerOptions });
    return { format: 'module', source: output.outputText, shortCircuit: true };
  }
  return next(url, context);
}
`;
}

let registerFile: string | undefined;

function loaderRegisterFile(): string {
  if (registerFile) return registerFile;
  const folder = mkdtempSync(join(tmpdir(), 'caawg11-ts-loader-'));
  const hooks = join(folder, 'hooks.mjs');
  writeFileSync(hooks, loaderHooksSource());
  registerFile = join(folder, 'register.mjs');
  writeFileSync(
    registerFile,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
  );
  return registerFile;
}

/** The environment that gives a child process exactly this configuration. */
export function configEnvironment(config: AppConfig): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of configVariableNames) {
    const value = config[name];
    if (value === undefined) continue;
    env[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return env;
}

/** The real worker (src/worker.ts) in a process of its own, which a test may kill. */
export class MailWorkerProcess {
  output = '';

  private constructor(
    private readonly child: ChildProcess,
    readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>,
  ) {}

  // The worker runs from its TypeScript sources, each file transpiled as it loads: on a busy
  // machine under Node 22 that took 22-30 s or more before the first line (16 s under Node 20).
  static async start(config: AppConfig, timeoutMs = 90_000): Promise<MailWorkerProcess> {
    const child = spawn(
      process.execPath,
      ['--import', pathToFileURL(loaderRegisterFile()).href, join(apiDir, 'src/worker.ts')],
      {
        cwd: apiDir,
        env: { ...process.env, ...configEnvironment(config), NODE_OPTIONS: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
      (resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })),
    );
    const worker = new MailWorkerProcess(child, exited);
    child.stdout?.on('data', (chunk: Buffer) => (worker.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (worker.output += chunk.toString()));

    const deadline = Date.now() + timeoutMs;
    while (!worker.output.includes('worker started')) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`The worker did not start:\n${worker.output}`);
      }
      await new Promise((resolveWait) => setTimeout(resolveWait, 50));
    }
    return worker;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  kill(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }
}
