import { Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module.js';
import { OutboxRelay } from './outbox-relay.js';
import { OutboxRepositoryModule } from './outbox-repository.module.js';

/** The relay of committed outbox rows to the `mail` queue, in the worker process. */
@Module({
  imports: [QueueModule, OutboxRepositoryModule],
  providers: [OutboxRelay],
})
export class OutboxRelayModule {}
