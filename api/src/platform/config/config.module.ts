import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigModule as NestConfigModule } from '@nestjs/config';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from '@caawg11/conference';
import { AppConfig, loadConfig } from './app-config.js';
import { CLOCK } from './clock.token.js';

/** The repository root, from src/config or dist/config alike. */
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The operator's `.env`, then the development signing keys that `npm start` generates into the
 * git-ignored `.env.local`; a variable the environment sets wins over both, and `.env` over
 * `.env.local`. A process started in production never reads `.env.local`, so it refuses to
 * start without the operator's own keys rather than sign with keys left by a development run.
 */
function localEnvFiles(env: NodeJS.ProcessEnv = process.env): string[] {
  const names = env.NODE_ENV === 'production' ? ['.env'] : ['.env', '.env.local'];
  return names.map((name) => join(repositoryRoot, name));
}

/** A settings module together with the validated settings it provides. */
export interface LoadedConfig {
  config: AppConfig;
  module: DynamicModule;
}

/**
 * Gives every module the validated settings as the injectable `AppConfig` (inject that class,
 * not single variables), and the clock every date rule reads. Each process (api, worker,
 * command-line tools) loads it once with `load()` before it builds anything, so a bad variable
 * stops it with one message naming every problem; tests give a config of their own with
 * `withConfig()`.
 */
@Global()
@Module({})
export class ConfigModule {
  /**
   * Reads the environment and the local env files through @nestjs/config and validates them
   * against AppConfig; throws ConfigurationError naming every bad variable.
   */
  static async load(): Promise<LoadedConfig> {
    let validated: AppConfig | undefined;
    const settings = await NestConfigModule.forRoot({
      isGlobal: true,
      cache: true,
      envFilePath: localEnvFiles(),
      validate: (variables) => (validated = loadConfig(variables)),
    });
    if (!validated) throw new Error('@nestjs/config did not run the configuration validation');
    const module = ConfigModule.withConfig(validated);
    return { config: validated, module: { ...module, imports: [settings] } };
  }

  /** Provides settings that are already validated, such as a test's own. */
  static withConfig(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: CLOCK, useValue: systemClock },
      ],
      exports: [AppConfig, CLOCK],
    };
  }
}
