import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module.js';
import {
  AdminPaymentRemindersController,
  ReminderOptOutController,
} from './payment-reminders.controller.js';
import { PaymentRemindersRepository } from './payment-reminders.repository.js';
import { PaymentReminders } from './payment-reminders.service.js';
import { QueueModule } from '../../platform/queue/queue.module.js';
import { ReminderSchedule } from './reminder-schedule.js';

/** Payment deadlines, finance's reminder settings and the opt-out link, in the api. */
@Module({
  imports: [AuditModule, QueueModule],
  controllers: [AdminPaymentRemindersController, ReminderOptOutController],
  providers: [PaymentReminders, PaymentRemindersRepository, ReminderSchedule],
  exports: [PaymentReminders],
})
export class PaymentRemindersModule {}
