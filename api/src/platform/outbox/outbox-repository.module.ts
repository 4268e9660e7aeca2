import { Module } from '@nestjs/common';
import { OutboxLinks } from './outbox-links.js';
import { OutboxRepository } from './outbox-repository.js';

/** The outbox rows' store, shared by the api (writing, maintenance) and the worker (relay, delivery). */
@Module({
  providers: [OutboxLinks, OutboxRepository],
  exports: [OutboxRepository],
})
export class OutboxRepositoryModule {}
