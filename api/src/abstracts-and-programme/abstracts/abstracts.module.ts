import { Module } from '@nestjs/common';
import { CaptchaModule } from '../../platform/captcha/captcha.module.js';
import { FilesModule, UploadsModule } from '../../platform/files/files.module.js';
import { AdminModule } from '../../platform/admin/admin.module.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { AdminAbstractsController } from './admin/admin-abstracts.controller.js';
import { AbstractsInbox } from './admin/abstracts-inbox.js';
import { AbstractAccessLinks } from './abstract-access-links.service.js';
import { AbstractCoauthorsController } from './abstract-coauthors.controller.js';
import { AbstractCoauthors } from './abstract-coauthors.service.js';
import { AbstractsController } from './abstracts.controller.js';
import { AbstractsRepository } from './abstracts.repository.js';
import { AbstractsService } from './abstracts.service.js';
import { personDataProvider } from '../../platform/people/index.js';
import { abstractsPersonData } from './abstracts.person-data.js';

@Module({
  imports: [CaptchaModule, FilesModule, UploadsModule, AdminModule, AuditModule],
  controllers: [AbstractsController, AbstractCoauthorsController, AdminAbstractsController],
  providers: [
    personDataProvider(abstractsPersonData),
    AbstractsRepository,
    AbstractsService,
    AbstractsInbox,
    AbstractAccessLinks,
    AbstractCoauthors,
  ],
  exports: [AbstractsRepository, AbstractsService, AbstractAccessLinks],
})
export class AbstractsModule {}
