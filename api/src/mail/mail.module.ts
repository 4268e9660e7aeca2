import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module.js';
import { MailSender } from './mail-sender.js';
import { NoticeTexts } from './notice-texts.service.js';
import { MailTransport } from './mail-transport.js';

/** Rendering of the e-mail templates and sending over SMTP; it knows nothing of the outbox. */
@Module({
  imports: [DocumentsModule],
  providers: [MailTransport, MailSender, NoticeTexts],
  exports: [MailSender, MailTransport, NoticeTexts],
})
export class MailModule {}
