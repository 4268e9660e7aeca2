import { Module } from '@nestjs/common';
import { OutboxRepositoryModule } from '../outbox/outbox-repository.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { MailDeliveryService } from './mail-delivery.service.js';
import { MailTransport } from './mail-transport.js';
import { MailWorker } from './mail-worker.js';

/** Rendering and sending of outbox rows: the worker process's module. */
@Module({
  imports: [QueueModule, OutboxRepositoryModule],
  providers: [MailTransport, MailDeliveryService, MailWorker],
  exports: [MailDeliveryService, MailTransport],
})
export class MailModule {}
