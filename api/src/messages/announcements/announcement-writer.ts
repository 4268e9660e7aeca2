import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { announcementTextFor, type Clock } from '@caawg11/conference';
import { AccessLinkIssuer } from '../../registrations-and-money/access-links/access-link-issuer.service.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import { OutboxRepository } from '../../platform/outbox/outbox-repository.js';
import {
  AnnouncementsRepository,
  type Recipient,
  type StoredAnnouncement,
} from './announcements.repository.js';
import { unsubscribeLink } from './unsubscribe-link.js';
import { hashLinkToken, newLinkToken } from '../../platform/security/link-token.js';

const accessLinkPlaceholder = /\{\{\s*accessLink\s*\}\}/;

/**
 * Writes the e-mails of the announcements whose time has come, in the worker: a batch of
 * recipients per transaction, under a lock on the announcement, each recipient once (the
 * recipients table is unique per announcement and address). A worker that dies between two
 * batches leaves what it committed; the next run carries on from there.
 */
@Injectable()
export class AnnouncementWriter {
  private readonly logger = new Logger('AnnouncementWriter');

  constructor(
    private readonly announcements: AnnouncementsRepository,
    private readonly outbox: OutboxRepository,
    private readonly accessLinks: AccessLinkIssuer,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Answers how many e-mails were written. */
  async writeDue(now: Date = this.clock.now()): Promise<number> {
    let written = 0;
    for (const id of await this.announcements.dueIds(now)) {
      for (;;) {
        const batch = await this.announcements.transaction((manager) =>
          this.writeBatch(manager, id, now),
        );
        written += batch.written;
        if (batch.finished) break;
      }
    }
    if (written > 0) this.logger.log(`Wrote ${written} announcement e-mails`);
    return written;
  }

  private async writeBatch(
    manager: EntityManager,
    id: string,
    now: Date,
  ): Promise<{ written: number; finished: boolean }> {
    const announcement = await this.announcements.lock(manager, id);
    if (!announcement || announcement.status === 'sent') return { written: 0, finished: true };
    const [audience, unsubscribed, alreadyWritten] = await Promise.all([
      this.announcements.audience(announcement.audience, manager),
      announcement.essential
        ? Promise.resolve(new Set<string>())
        : this.announcements.unsubscribed(manager),
      this.announcements.writtenAddresses(manager, id),
    ]);
    const notWritten = audience.filter((recipient) => !alreadyWritten.has(recipient.email));
    const owed = notWritten.filter((recipient) => !unsubscribed.has(recipient.email));
    const batch = owed.slice(0, this.config.ANNOUNCEMENT_BATCH_SIZE);
    for (const recipient of batch) await this.writeOne(manager, announcement, recipient);
    const finished = batch.length === owed.length;
    if (finished) {
      const leftOut = notWritten.length - owed.length;
      await this.announcements.markSent(manager, id, leftOut, now);
    } else {
      await this.announcements.markSending(manager, id);
    }
    return { written: batch.length, finished };
  }

  private async writeOne(
    manager: EntityManager,
    announcement: StoredAnnouncement,
    recipient: Recipient,
  ): Promise<void> {
    const { text } = announcementTextFor(announcement.texts, recipient.language);
    const { registrationId } = recipient;
    // A fresh link only where the text shows one: each is a token that opens the registration.
    // The subject never shows one (the draft's rules refuse it there).
    const accessLink =
      registrationId !== null && accessLinkPlaceholder.test(text.body)
        ? (await this.accessLinks.issue(manager, registrationId, recipient.language)).link
        : undefined;
    const token = announcement.essential ? null : newLinkToken();
    const outboxId = await this.outbox.insertOne(manager, {
      template: 'announcement',
      to: recipient.email,
      language: recipient.language,
      data: {
        subject: text.subject,
        body: text.body,
        name: recipient.name,
        ...(recipient.reference ? { reference: recipient.reference } : {}),
        ...(accessLink ? { accessLink } : {}),
        ...(token ? { unsubscribeLink: unsubscribeLink(this.config.PUBLIC_SITE_URL, token) } : {}),
      },
    });
    await this.announcements.insertRecipient(manager, {
      announcementId: announcement.id,
      email: recipient.email,
      language: recipient.language,
      outboxId,
      unsubscribeTokenHash: token ? hashLinkToken(token) : null,
    });
  }
}
