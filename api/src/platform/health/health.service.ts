import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../redis/redis.module.js';
import { probe, readinessReport, type ReadinessReport, type State } from './probes.js';

export interface HealthReport {
  success: boolean;
  status: State;
  message: string;
  checks: { mysql: State; redis: State };
}

export type ApiReadiness = ReadinessReport<'mysql' | 'redis' | 'migrations'>;

@Injectable()
export class HealthService {
  /** Once every migration this code knows is applied, it stays applied. */
  private migrationsApplied = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async check(): Promise<HealthReport> {
    const [mysql, redis] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.ping()),
    ]);
    const down = [mysql === 'down' ? 'MySQL' : null, redis === 'down' ? 'Redis' : null].filter(
      Boolean,
    );
    const status: State = down.length === 0 ? 'up' : 'down';
    return {
      success: status === 'up',
      status,
      message: status === 'up' ? 'All systems operational' : `Unavailable: ${down.join(' and ')}`,
      checks: { mysql, redis },
    };
  }

  async ready(): Promise<ApiReadiness> {
    const [mysql, redis, migrations] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.ping()),
      probe(() => this.assertMigrationsApplied()),
    ]);
    return readinessReport(
      { mysql, redis, migrations },
      { mysql: 'MySQL', redis: 'Redis', migrations: 'migrations' },
    );
  }

  private async assertMigrationsApplied(): Promise<void> {
    if (this.migrationsApplied) return;
    if (await this.dataSource.showMigrations()) throw new Error('migrations pending');
    this.migrationsApplied = true;
  }
}
