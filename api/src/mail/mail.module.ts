import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module.js';
import { MailSender } from './mail-sender.js';
import { NoticeTextsRepository } from './notice-texts.repository.js';
import { NoticeTexts } from './notice-texts.service.js';
import { MailTransport } from './mail-transport.js';

/** Rendering of the e-mail templates and sending over SMTP; it knows nothing of the outbox. */
@Module({
  imports: [DocumentsModule],
  providers: [MailTransport, MailSender, NoticeTextsRepository, NoticeTexts],
  exports: [MailSender, MailTransport, NoticeTextsRepository, NoticeTexts],
})
export class MailModule {}
