import { Global, Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { FilesModule } from '../../platform/files/files.module.js';
import { ConsentsRepository } from './consents.repository.js';
import { AdminRetentionController, PrivacyController } from './retention.controller.js';
import { RetentionRepository } from './retention.repository.js';
import { RetentionService } from './retention.service.js';
import { VisaLettersRepository } from '../../registrations-and-money/visa-letters/visa-letters.repository.js';
import { personDataProvider } from '../../platform/people/index.js';
import { privacyPersonData } from './privacy.person-data.js';

/**
 * The retention settings and their public read, and the consents every form stores with the
 * notice version; global, since each form's module records its consents.
 */
@Global()
@Module({
  imports: [AuditModule, FilesModule],
  controllers: [AdminRetentionController, PrivacyController],
  providers: [
    personDataProvider(privacyPersonData),
    RetentionService,
    RetentionRepository,
    VisaLettersRepository,
    ConsentsRepository,
  ],
  exports: [ConsentsRepository],
})
export class PrivacyModule {}
