import { Global, Module } from '@nestjs/common';
import { AbstractNoticesModule } from '../../messages/abstract-notices/abstract-notices.module.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { InboxRegistry } from './inbox-registry.js';
import { InboxesController } from './inboxes.controller.js';
import { MailModule } from '../../platform/mail/mail.module.js';
import { UsersModule } from '../../platform/users/users.module.js';
import { NoticeTextEditor } from './notice-text-editor.service.js';
import { NoticeTextsController } from './notice-texts.controller.js';
import { personDataProvider } from '../../platform/people/index.js';
import { inboxPersonData } from './inbox.person-data.js';

/** The inboxes' shared parts; each feature module declares its own inbox with them. */
@Global()
@Module({
  imports: [AuditModule, MailModule, UsersModule, AbstractNoticesModule],
  controllers: [InboxesController, NoticeTextsController],
  providers: [personDataProvider(inboxPersonData), InboxRegistry, NoticeTextEditor],
  exports: [InboxRegistry, AuditModule],
})
export class InboxModule {}
