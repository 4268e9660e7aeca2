import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { MailWorker } from './mail-worker.js';
import { OutboxDelivery } from './outbox-delivery.js';
import { OutboxRepositoryModule } from './outbox-repository.module.js';

/** The sending side of the outbox, in the worker process: consumes the `mail` queue. */
@Module({
  imports: [QueueModule, OutboxRepositoryModule, MailModule],
  providers: [OutboxDelivery, MailWorker],
})
export class OutboxDeliveryModule {}
