import { Module } from '@nestjs/common';
import { ReceiptsService } from './receipts.service.js';

/** Receipts and invoices: their numbers and their PDFs. */
@Module({
  providers: [ReceiptsService],
  exports: [ReceiptsService],
})
export class DocumentsModule {}
