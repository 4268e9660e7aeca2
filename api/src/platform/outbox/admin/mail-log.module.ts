import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module.js';
import { MailModule } from '../../mail/mail.module.js';
import { MailLogController } from './mail-log.controller.js';
import { MailLogService } from './mail-log.service.js';

/** The organisers' view of the outbox: the mail log and resending failed e-mails. */
@Module({
  imports: [AuditModule, MailModule],
  controllers: [MailLogController],
  providers: [MailLogService],
})
export class MailLogModule {}
