import { Module } from '@nestjs/common';
import { AuditService } from '../../platform/audit/audit.service.js';
import { OutboxRepositoryModule } from '../../platform/outbox/outbox-repository.module.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import { QueueModule } from '../../platform/queue/queue.module.js';
import { FieldTripRepository } from './field-trip.repository.js';
import { FieldTripScheduler } from './field-trip.scheduler.js';
import { FieldTripSeats } from './field-trip-seats.service.js';

/** The release of unpaid seats, in the worker process; the offers it writes reach the mail queue. */
@Module({
  imports: [QueueModule, OutboxRepositoryModule],
  providers: [FieldTripRepository, FieldTripSeats, FieldTripScheduler, OutboxService, AuditService],
})
export class FieldTripWorkerModule {}
