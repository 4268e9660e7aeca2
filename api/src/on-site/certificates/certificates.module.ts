import { Module } from '@nestjs/common';
import { AbstractsModule } from '../../abstracts-and-programme/abstracts/abstracts.module.js';
import { AccessLinksModule } from '../../registrations-and-money/access-links/access-links.module.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { DocumentsModule } from '../../platform/documents/documents.module.js';
import { ProgrammeModule } from '../../abstracts-and-programme/programme/programme.module.js';
import { VisaLettersModule } from '../../registrations-and-money/visa-letters/visa-letters.module.js';
import {
  AdminCertificatesController,
  CertificateVerificationController,
  MyCertificatesController,
} from './certificates.controller.js';
import { CertificatesRepository } from './certificates.repository.js';
import { CertificatesService } from './certificates.service.js';
import { personDataProvider } from '../../platform/people/index.js';
import { certificatesPersonData } from './certificates.person-data.js';

/** Certificates of attendance and presentation, and the public check of every code. */
@Module({
  imports: [
    AbstractsModule,
    AccessLinksModule,
    AuditModule,
    DocumentsModule,
    ProgrammeModule,
    VisaLettersModule,
  ],
  controllers: [
    CertificateVerificationController,
    MyCertificatesController,
    AdminCertificatesController,
  ],
  providers: [
    personDataProvider(certificatesPersonData),
    CertificatesRepository,
    CertificatesService,
  ],
})
export class CertificatesModule {}
