import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../redis/redis.module.js';

type State = 'up' | 'down';

export interface HealthReport {
  success: boolean;
  status: State;
  message: string;
  checks: { mysql: State; redis: State };
}

const checkTimeoutMs = 1000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error('timed out')), checkTimeoutMs).unref(),
    ),
  ]);
}

async function probe(work: () => Promise<unknown>): Promise<State> {
  try {
    await withinTimeout(work());
    return 'up';
  } catch {
    return 'down';
  }
}

@Injectable()
export class HealthService {
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
}
