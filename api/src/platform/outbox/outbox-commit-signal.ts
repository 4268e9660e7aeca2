import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';
import { outboxCommittedChannel, watchOutboxCommits } from './outbox-commits.js';

/**
 * Tells the workers' relays, through Redis, that the api has committed outbox rows, so that
 * e-mail leaves within milliseconds rather than at the relay's next tick while the api itself
 * never touches the queue. One PUBLISH per turn of the event loop however many commits it
 * saw, sent after the commit and never awaited by a request. A lost signal (Redis down, no
 * relay listening) costs only latency: the relays also pass every `OUTBOX_RELAY_INTERVAL_MS`
 * and as soon as Redis is back.
 */
@Injectable()
export class OutboxCommitSignal implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly channel: string;
  private pending = false;
  private stopWatching?: () => void;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.channel = outboxCommittedChannel(config);
  }

  onApplicationBootstrap(): void {
    this.stopWatching = watchOutboxCommits(this.dataSource, () => this.signal());
  }

  onModuleDestroy(): void {
    this.stopWatching?.();
  }

  private signal(): void {
    if (this.pending) return;
    this.pending = true;
    setImmediate(() => {
      this.pending = false;
      if (this.redis.status !== 'ready') return;
      this.redis.publish(this.channel, '1').catch(() => undefined);
    });
  }
}
