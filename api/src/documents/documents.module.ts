import { Module } from '@nestjs/common';
import { PaymentDocuments } from './documents.service.js';
import { CreditNotesService } from './credit-notes.service.js';
import { ReceiptsService } from './receipts.service.js';

/** Receipts, credit notes and invoices: their numbers and their PDFs. */
@Module({
  providers: [ReceiptsService, CreditNotesService, PaymentDocuments],
  exports: [ReceiptsService, CreditNotesService, PaymentDocuments],
})
export class DocumentsModule {}
