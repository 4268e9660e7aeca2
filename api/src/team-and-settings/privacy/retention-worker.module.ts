import { Module } from '@nestjs/common';
import { AuditService } from '../../platform/audit/audit.service.js';
import { FilesModule } from '../../platform/files/files.module.js';
import { QueueModule } from '../../platform/queue/queue.module.js';
import { RetentionRepository } from './retention.repository.js';
import { RetentionScheduler } from './retention.scheduler.js';
import { RetentionService } from './retention.service.js';
import { VisaLettersRepository } from '../../registrations-and-money/visa-letters/visa-letters.repository.js';

/** The daily retention run, in the worker process. */
@Module({
  imports: [QueueModule, FilesModule],
  providers: [
    RetentionService,
    RetentionRepository,
    VisaLettersRepository,
    RetentionScheduler,
    AuditService,
  ],
})
export class RetentionWorkerModule {}
