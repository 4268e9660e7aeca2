import { Module } from '@nestjs/common';
import { AccessLinksModule } from '../access-links/access-links.module.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { DocumentsModule } from '../../platform/documents/documents.module.js';
import { FilesModule, UploadsModule } from '../../platform/files/files.module.js';
import { RegistrationsModule } from '../registrations/registrations.module.js';
import { AdminVisaLettersController, MyVisaLetterController } from './visa-letters.controller.js';
import { VisaLettersRepository } from './visa-letters.repository.js';
import { VisaLettersService } from './visa-letters.service.js';
import { personDataProvider } from '../../platform/people/index.js';
import { visaLettersPersonData } from './visa-letters.person-data.js';

/** Visa invitation letters: requested on the access-link page, issued or refused by admins. */
@Module({
  imports: [
    AccessLinksModule,
    AuditModule,
    DocumentsModule,
    FilesModule,
    UploadsModule,
    RegistrationsModule,
  ],
  controllers: [MyVisaLetterController, AdminVisaLettersController],
  providers: [personDataProvider(visaLettersPersonData), VisaLettersRepository, VisaLettersService],
  exports: [VisaLettersRepository],
})
export class VisaLettersModule {}
