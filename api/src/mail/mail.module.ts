import { Module } from '@nestjs/common';
import { MailSender } from './mail-sender.js';
import { MailTransport } from './mail-transport.js';

/** Rendering of the e-mail templates and sending over SMTP; it knows nothing of the outbox. */
@Module({
  providers: [MailTransport, MailSender],
  exports: [MailSender, MailTransport],
})
export class MailModule {}
