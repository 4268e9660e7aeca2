import { Global, Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module.js';
import { OutboxMaintenance } from './outbox-maintenance.js';
import { OutboxRelay } from './outbox-relay.js';
import { OutboxRepositoryModule } from './outbox-repository.module.js';
import { OutboxService } from './outbox.service.js';

@Global()
@Module({
  imports: [QueueModule, OutboxRepositoryModule],
  providers: [OutboxService, OutboxRelay, OutboxMaintenance],
  exports: [OutboxService, OutboxMaintenance],
})
export class OutboxModule {}
