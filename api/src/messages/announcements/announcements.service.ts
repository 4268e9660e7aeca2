import { InjectQueue } from '@nestjs/bullmq';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import {
  announcementLanguages,
  announcementMessages,
  announcementTextFor,
  isPastSendAt,
  languages,
  type AnnouncementAudience,
  type AnnouncementDetails,
  type AnnouncementDraft,
  type AnnouncementPreview,
  type AnnouncementSummary,
  type AnnouncementTexts,
  type AudienceCount,
  type AudienceSession,
  type Clock,
  type Language,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import {
  mailContextFrom,
  publicSiteLink,
  type MailContext,
} from '../../platform/mail/mail-context.js';
import { renderMail } from '../../platform/mail/mail-templates.js';
import { OutboxMaintenance } from '../../platform/outbox/outbox-maintenance.js';
import { ProgrammeService } from '../../abstracts-and-programme/programme/programme.service.js';
import { ANNOUNCEMENTS_QUEUE } from '../../platform/queue/queue.module.js';
import {
  AnnouncementsRepository,
  type Recipient,
  type StoredAnnouncement,
} from './announcements.repository.js';
import { hashLinkToken } from '../../platform/security/link-token.js';
import { unsubscribeLink } from './unsubscribe-link.js';

const sampleSize = 5;
const listSize = 200;

/** Who the preview shows when the audience holds nobody of a language. */
const samplePerson: Recipient = {
  email: 'participant@example.org',
  name: 'Dr. Amina Okello',
  language: 'en',
  registrationId: '0',
  reference: 'CAAWG11-0042',
};

/** Only the fields an announcement knows, whatever else the request carried. */
function cleanAudience(audience: AnnouncementAudience): AnnouncementAudience {
  const clean: AnnouncementAudience = { kind: audience.kind };
  if (audience.kind === 'registrations') {
    if (audience.paymentStatuses?.length) clean.paymentStatuses = [...audience.paymentStatuses];
    if (audience.participantCategories?.length) {
      clean.participantCategories = [...audience.participantCategories];
    }
    if (audience.country?.trim()) clean.country = audience.country.trim();
    if (audience.fieldTrip !== undefined) clean.fieldTrip = audience.fieldTrip;
  }
  if (audience.kind === 'presenters') {
    if (audience.sessionId !== undefined) clean.sessionId = audience.sessionId;
    if (audience.day !== undefined) clean.day = audience.day;
  }
  return clean;
}

function cleanTexts(texts: AnnouncementTexts): AnnouncementTexts {
  const clean: AnnouncementTexts = {
    en: { subject: texts.en.subject.trim(), body: texts.en.body.trim() },
  };
  for (const language of ['fr', 'pt'] as const) {
    const text = texts[language];
    if (text && text.subject.trim() !== '') {
      clean[language] = { subject: text.subject.trim(), body: text.body.trim() };
    }
  }
  return clean;
}

/**
 * Announcements as organisers see them: who an audience reaches, the draft as each language's
 * recipients would read it, saving it to go now or at a time (the worker writes the e-mails),
 * their progress, and sending the failed ones again. Also the recipients' unsubscribe link.
 */
@Injectable()
export class AnnouncementsService {
  private readonly logger = new Logger('Announcements');
  private readonly mailContext: MailContext;

  constructor(
    private readonly announcements: AnnouncementsRepository,
    private readonly outboxMaintenance: OutboxMaintenance,
    private readonly audit: AuditService,
    private readonly programme: ProgrammeService,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectQueue(ANNOUNCEMENTS_QUEUE) private readonly queue: Queue,
  ) {
    this.mailContext = mailContextFrom(config);
  }

  /**
   * The sessions presenters can be narrowed to. Read here rather than from the programme's own
   * routes, which the roles that write announcements may not open.
   */
  async sessions(): Promise<AudienceSession[]> {
    const sessions = await this.programme.sessionsWithPresenters();
    return sessions.map(({ id, title, day, start, end }) => ({ id, title, day, start, end }));
  }

  async countAudience(audience: AnnouncementAudience, essential: boolean): Promise<AudienceCount> {
    const [everyone, unsubscribed] = await Promise.all([
      this.announcements.audience(cleanAudience(audience)),
      this.announcements.unsubscribed(),
    ]);
    const reached = essential
      ? everyone
      : everyone.filter((recipient) => !unsubscribed.has(recipient.email));
    return {
      count: reached.length,
      unsubscribed: essential
        ? 0
        : everyone.filter((recipient) => unsubscribed.has(recipient.email)).length,
      sample: reached.slice(0, sampleSize).map(({ email, name, language }) => ({
        email,
        name,
        language,
      })),
    };
  }

  /**
   * The draft in each language as the first recipient of that language would receive it (a
   * made-up person where the audience has none); the links are examples, not working tokens.
   */
  async preview(draft: AnnouncementDraft): Promise<AnnouncementPreview[]> {
    const texts = cleanTexts(draft.texts);
    const audience = await this.announcements.audience(cleanAudience(draft.audience));
    return Promise.all(
      languages.map(async (language) => {
        const person = audience.find((recipient) => recipient.language === language) ?? {
          ...samplePerson,
          language,
        };
        const { text, fallback } = announcementTextFor(texts, language);
        const rendered = await renderMail(
          'announcement',
          {
            subject: text.subject,
            body: text.body,
            name: person.name,
            ...(person.reference ? { reference: person.reference } : {}),
            ...(person.registrationId
              ? {
                  accessLink: `${publicSiteLink(this.config.PUBLIC_SITE_URL, '/my-registration', language)}?token=…`,
                }
              : {}),
            ...(draft.essential
              ? {}
              : {
                  unsubscribeLink: unsubscribeLink(this.config.PUBLIC_SITE_URL, '').concat('…'),
                }),
          },
          this.mailContext,
          language,
        );
        return { language, fallback, to: person.email, ...rendered };
      }),
    );
  }

  async create(draft: AnnouncementDraft, actor: AuditActor): Promise<AnnouncementDetails> {
    const now = this.clock.now();
    if (draft.sendAt !== undefined && isPastSendAt(draft.sendAt, now)) {
      throw ApiError.validation({ sendAt: announcementMessages.sendAtPast });
    }
    const sendAt = draft.sendAt === undefined ? now : new Date(draft.sendAt);
    const texts = cleanTexts(draft.texts);
    const audience = cleanAudience(draft.audience);
    const id = await this.announcements.transaction(async (manager) => {
      const created = await this.announcements.insert(manager, {
        texts,
        audience,
        essential: draft.essential,
        sendAt,
        createdByUserId: actor.userId,
        createdByEmail: actor.email,
      });
      await this.audit.record(
        actor,
        {
          action: 'announcement.created',
          entityType: 'announcement',
          entityId: created,
          before: null,
          after: {
            subject: texts.en.subject,
            audience,
            essential: draft.essential,
            languages: announcementLanguages(texts),
            sendAt: sendAt.toISOString(),
          },
        },
        manager,
      );
      return created;
    });
    if (sendAt.getTime() <= now.getTime()) await this.startNow();
    return this.details(id);
  }

  /** Asks the worker to write a due announcement now rather than at its next scheduled run. */
  private async startNow(): Promise<void> {
    try {
      await this.queue.add('write-due', {}, { removeOnComplete: 100, removeOnFail: 100 });
    } catch (error) {
      // Saved all the same: the worker's schedule finds it on its next run.
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Cannot start the announcement at once: ${reason}`);
    }
  }

  async list(): Promise<AnnouncementSummary[]> {
    const stored = await this.announcements.list(listSize);
    const progress = await this.announcements.progress(stored.map((row) => row.id));
    return stored.map((row) => this.summary(row, progress));
  }

  async details(id: string): Promise<AnnouncementDetails> {
    const stored = await this.announcements.find(id);
    if (!stored) throw new ApiError(HttpStatus.NOT_FOUND, announcementMessages.notFound);
    const [progress, failures] = await Promise.all([
      this.announcements.progress([id]),
      this.announcements.failures(id),
    ]);
    return {
      ...this.summary(stored, progress),
      texts: stored.texts,
      failures: failures.map(({ email, attempts, lastError }) => ({ email, attempts, lastError })),
    };
  }

  private summary(
    row: StoredAnnouncement,
    progress: Map<string, AnnouncementSummary['progress']>,
  ): AnnouncementSummary {
    return {
      id: row.id,
      subject: row.texts.en.subject,
      audience: row.audience,
      essential: row.essential,
      languages: announcementLanguages(row.texts),
      status: row.status,
      sendAt: row.sendAt.toISOString(),
      createdBy: row.createdByEmail,
      createdAt: row.createdAt.toISOString(),
      leftOutUnsubscribed: row.leftOutUnsubscribed,
      progress: progress.get(row.id) ?? { recipients: 0, queued: 0, sent: 0, failed: 0 },
    };
  }

  /** Sends the announcement's failed e-mails again, as `npm run mail:retry-failed` would. */
  async resendFailed(id: string, actor: AuditActor): Promise<AnnouncementDetails> {
    if (!(await this.announcements.find(id))) {
      throw new ApiError(HttpStatus.NOT_FOUND, announcementMessages.notFound);
    }
    const failures = await this.announcements.failures(id);
    if (failures.length === 0) {
      throw new ApiError(HttpStatus.CONFLICT, announcementMessages.nothingToResend);
    }
    const resent: string[] = [];
    for (const failure of failures) {
      // Listed because its row failed: retryOne checks the job once more before sending it.
      const retried = await this.outboxMaintenance.retryOne({
        id: failure.outboxId,
        createdAt: failure.outboxCreatedAt,
        status: 'failed',
      });
      if (retried) resent.push(failure.email);
    }
    await this.audit.record(actor, {
      action: 'announcement.failed-resent',
      entityType: 'announcement',
      entityId: id,
      before: null,
      after: { recipients: resent },
    });
    return this.details(id);
  }

  /** The address and language of an unsubscribe link; null when the link is not one of ours. */
  async unsubscribeLinkOwner(token: string): Promise<{ email: string; language: Language } | null> {
    const owner = await this.announcements.linkRecipient(hashLinkToken(token));
    return owner ? { email: owner.email, language: owner.language } : null;
  }

  /**
   * Leaves the link's recipient out of later announcements; answers their language, or null
   * when the link is not one of ours.
   */
  async unsubscribe(token: string): Promise<Language | null> {
    const owner = await this.announcements.linkRecipient(hashLinkToken(token));
    if (!owner) return null;
    await this.announcements.unsubscribe(owner.email, owner.announcementId, this.clock.now());
    return owner.language;
  }
}
