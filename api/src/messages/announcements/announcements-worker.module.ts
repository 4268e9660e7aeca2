import { Module } from '@nestjs/common';
import { AbstractsRepository } from '../../abstracts-and-programme/abstracts/abstracts.repository.js';
import { AccessLinkIssuer } from '../../registrations-and-money/access-links/access-link-issuer.service.js';
import { AccessLinksRepository } from '../../registrations-and-money/access-links/access-links.repository.js';
import { OutboxRepositoryModule } from '../../platform/outbox/outbox-repository.module.js';
import { QueueModule } from '../../platform/queue/queue.module.js';
import { AnnouncementWriter } from './announcement-writer.js';
import { AnnouncementsRepository } from './announcements.repository.js';
import { AnnouncementsScheduler } from './announcements.scheduler.js';

/** The writing of announcements' e-mails, in the worker process; the relay takes them on. */
@Module({
  imports: [QueueModule, OutboxRepositoryModule],
  providers: [
    AbstractsRepository,
    AnnouncementWriter,
    AnnouncementsRepository,
    AnnouncementsScheduler,
    AccessLinkIssuer,
    AccessLinksRepository,
  ],
})
export class AnnouncementsWorkerModule {}
