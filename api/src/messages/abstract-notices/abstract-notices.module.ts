import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { MailModule } from '../../platform/mail/mail.module.js';
import {
  AbstractResponseController,
  AdminAbstractNoticesController,
} from './abstract-notices.controller.js';
import { AbstractNoticesRepository } from './abstract-notices.repository.js';
import { AbstractNotices } from './abstract-notices.service.js';

/** The notices of the committee's decisions, and the accepted authors' answers. */
@Module({
  imports: [AuditModule, MailModule],
  controllers: [AdminAbstractNoticesController, AbstractResponseController],
  providers: [AbstractNoticesRepository, AbstractNotices],
  exports: [AbstractNotices],
})
export class AbstractNoticesModule {}
