import { Module } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { OutboxRepositoryModule } from '../outbox/outbox-repository.module.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { QueueModule } from '../queue/queue.module.js';
import { FieldTripRepository } from './field-trip.repository.js';
import { FieldTripScheduler } from './field-trip.scheduler.js';
import { FieldTripSeats } from './field-trip-seats.service.js';

/** The release of unpaid seats, in the worker process; the offers it writes reach the mail queue. */
@Module({
  imports: [QueueModule, OutboxRepositoryModule],
  providers: [FieldTripRepository, FieldTripSeats, FieldTripScheduler, OutboxService, AuditService],
})
export class FieldTripWorkerModule {}
