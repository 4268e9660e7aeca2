import { Module } from '@nestjs/common';
import { AbstractsModule } from '../../abstracts-and-programme/abstracts/abstracts.module.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { ProgrammeModule } from '../../abstracts-and-programme/programme/programme.module.js';
import { QueueModule } from '../../platform/queue/queue.module.js';
import { AdminAnnouncementsController, UnsubscribeController } from './announcements.controller.js';
import { AnnouncementsRepository } from './announcements.repository.js';
import { AnnouncementsService } from './announcements.service.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';
import { personDataProvider } from '../../platform/people/index.js';
import { announcementsPersonData } from './announcements.person-data.js';

/** Announcements in the api: the organisers' screens and the recipients' unsubscribe link. */
@Module({
  imports: [AbstractsModule, AuditModule, ProgrammeModule, QueueModule],
  controllers: [AdminAnnouncementsController, UnsubscribeController],
  providers: [
    personDataProvider(announcementsPersonData),
    AnnouncementsRepository,
    AnnouncementsService,
    UnsubscribeLinks,
  ],
})
export class AnnouncementsModule {}
