import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module.js';
import { MailSender } from './mail-sender.js';
import { NoticeTextsRepository } from './notice-texts.repository.js';
import { NoticeTexts } from './notice-texts.service.js';
import { MailTransport } from './mail-transport.js';
import { personDataProvider } from '../people/index.js';
import { mailPersonData } from './mail.person-data.js';

/** Rendering of the e-mail templates and sending over SMTP; it knows nothing of the outbox. */
@Module({
  imports: [DocumentsModule],
  providers: [
    personDataProvider(mailPersonData),
    MailTransport,
    MailSender,
    NoticeTextsRepository,
    NoticeTexts,
  ],
  exports: [MailSender, MailTransport, NoticeTextsRepository, NoticeTexts],
})
export class MailModule {}
