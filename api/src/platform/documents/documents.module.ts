import { Module } from '@nestjs/common';
import { ConferenceLetters } from './conference-letters.service.js';
import { PaymentDocuments } from './documents.service.js';
import { CreditNotesService } from './credit-notes.service.js';
import { ReceiptsService } from './receipts.service.js';
import { personDataProvider } from '../people/index.js';
import { documentsPersonData } from './documents.person-data.js';

/** Receipts, credit notes, invoices, invitation letters and certificates: their numbers and PDFs. */
@Module({
  providers: [
    personDataProvider(documentsPersonData),
    ReceiptsService,
    CreditNotesService,
    PaymentDocuments,
    ConferenceLetters,
  ],
  exports: [ReceiptsService, CreditNotesService, PaymentDocuments, ConferenceLetters],
})
export class DocumentsModule {}
