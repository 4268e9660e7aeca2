import { Module } from '@nestjs/common';
import { AccessLinksModule } from '../access-links/access-links.module.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { DocumentsModule } from '../../platform/documents/documents.module.js';
import { OutboxModule } from '../../platform/outbox/outbox.module.js';
import { RegistrationsModule } from '../registrations/registrations.module.js';
import { GroupInvoiceConsentController } from './group-invoice-consent.controller.js';
import { GroupInvoiceRequestsRepository } from './group-invoice-requests.repository.js';
import { GroupInvoiceRequests } from './group-invoice-requests.service.js';
import { GroupInvoicesController } from './group-invoices.controller.js';
import { GroupInvoicesRepository } from './group-invoices.repository.js';
import { GroupInvoicesService } from './group-invoices.service.js';
import { MyInvoicesController } from './my-invoices.controller.js';
import { SingleInvoicesController } from './single-invoices.controller.js';
import { SingleInvoicesService } from './single-invoices.service.js';
import { personDataProvider } from '../../platform/people/index.js';
import { institutionInvoicesPersonData } from './institution-invoices.person-data.js';

/** Invoices to institutions: group invoices for several delegates and single invoices for one. */
@Module({
  imports: [AccessLinksModule, AuditModule, DocumentsModule, OutboxModule, RegistrationsModule],
  controllers: [
    GroupInvoicesController,
    SingleInvoicesController,
    MyInvoicesController,
    GroupInvoiceConsentController,
  ],
  providers: [
    personDataProvider(institutionInvoicesPersonData),
    GroupInvoicesRepository,
    GroupInvoicesService,
    GroupInvoiceRequestsRepository,
    GroupInvoiceRequests,
    SingleInvoicesService,
  ],
  exports: [GroupInvoicesRepository],
})
export class InstitutionInvoicesModule {}
