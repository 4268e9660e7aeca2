import { Module } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { FilesModule } from '../files/files.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { RetentionRepository } from './retention.repository.js';
import { RetentionScheduler } from './retention.scheduler.js';
import { RetentionService } from './retention.service.js';
import { VisaLettersRepository } from '../visa-letters/visa-letters.repository.js';

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
