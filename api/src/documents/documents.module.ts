import { Module } from '@nestjs/common';
import { PaymentDocuments } from './documents.service.js';
import { ReceiptsService } from './receipts.service.js';

/** Receipts and invoices: their numbers and their PDFs. */
@Module({
  providers: [ReceiptsService, PaymentDocuments],
  exports: [ReceiptsService, PaymentDocuments],
})
export class DocumentsModule {}
