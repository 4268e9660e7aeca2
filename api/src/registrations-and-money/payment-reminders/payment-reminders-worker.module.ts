import { Module } from '@nestjs/common';
import { AuditService } from '../../platform/audit/audit.service.js';
import { QueueModule } from '../../platform/queue/queue.module.js';
import { OutboxRepositoryModule } from '../../platform/outbox/outbox-repository.module.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import { PaymentRemindersRepository } from './payment-reminders.repository.js';
import { PaymentRemindersScheduler } from './payment-reminders.scheduler.js';
import { PaymentReminders } from './payment-reminders.service.js';

/** The reminder runs, in the worker process; the outbox rows they write reach the mail queue. */
@Module({
  imports: [QueueModule, OutboxRepositoryModule],
  providers: [
    PaymentReminders,
    PaymentRemindersRepository,
    PaymentRemindersScheduler,
    OutboxService,
    AuditService,
  ],
})
export class PaymentRemindersWorkerModule {}
