import { Global, Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module.js';
import { OutboxCommitSignal } from './outbox-commit-signal.js';
import { OutboxMaintenance } from './outbox-maintenance.js';
import { OutboxRepositoryModule } from './outbox-repository.module.js';
import { OutboxService } from './outbox.service.js';
import { personDataProvider } from '../people/index.js';
import { outboxPersonData } from './outbox.person-data.js';

/**
 * The api's side of the outbox: writing rows in the request's transaction and announcing the
 * commit; the workers relay the rows to the queue (`OutboxRelayModule`).
 */
@Global()
@Module({
  imports: [QueueModule, OutboxRepositoryModule],
  providers: [
    personDataProvider(outboxPersonData),
    OutboxService,
    OutboxCommitSignal,
    OutboxMaintenance,
  ],
  exports: [OutboxService, OutboxMaintenance],
})
export class OutboxModule {}
