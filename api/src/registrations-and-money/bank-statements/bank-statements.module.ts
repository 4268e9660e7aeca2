import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { DocumentsModule } from '../../platform/documents/documents.module.js';
import { FilesModule, UploadsModule } from '../../platform/files/files.module.js';
import { InstitutionInvoicesModule } from '../institution-invoices/institution-invoices.module.js';
import { RegistrationsModule } from '../registrations/registrations.module.js';
import { BankStatementsController } from './bank-statements.controller.js';
import { BankStatementsRepository } from './bank-statements.repository.js';
import { BankStatementsService } from './bank-statements.service.js';
import { TransferBookingService } from './transfer-booking.service.js';
import { personDataProvider } from '../../platform/people/index.js';
import { bankStatementsPersonData } from './bank-statements.person-data.js';

/** Finance's import of bank statements: read, match to registrations, review, then book. */
@Module({
  imports: [
    AuditModule,
    DocumentsModule,
    FilesModule,
    UploadsModule,
    RegistrationsModule,
    InstitutionInvoicesModule,
  ],
  controllers: [BankStatementsController],
  providers: [
    personDataProvider(bankStatementsPersonData),
    BankStatementsRepository,
    BankStatementsService,
    TransferBookingService,
  ],
})
export class BankStatementsModule {}
