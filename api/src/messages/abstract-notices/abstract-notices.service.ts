import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  abstractNoticeMessages as texts,
  abstractResponseLinkLifetimeDays,
  inboxReference,
  isAcceptingDecision,
  isNoticeOutcome,
  myAbstractMessages,
  noticeOutcomeLabels,
  noticeOutcomes,
  noticePresentationType,
  type AbstractNoticePreview,
  type AbstractNoticeQueue,
  type AbstractResponseView,
  type AbstractStatus,
  type ApiResult,
  type AuthorResponse,
  type Clock,
  type Language,
  type NoticeOutcome,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import { mailContextFrom, publicSiteLink } from '../../platform/mail/mail-context.js';
import type { MailMessage, MailTemplateData } from '../../platform/mail/mail-message.js';
import { renderMail } from '../../platform/mail/mail-templates.js';
import { NoticeTexts, type NoticeTextOverrides } from '../../platform/mail/notice-texts.service.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import { AbstractNoticesRepository, type DecidedAbstract } from './abstract-notices.repository.js';
import { hashLinkToken, newLinkToken } from '../../platform/security/link-token.js';

/** How many abstracts one transaction of a send handles. */
const sendBatchSize = 200;
/** How many notices of an outcome the preview renders in full. */
const previewLimit = 10;
const dayMs = 24 * 60 * 60 * 1000;

/** A token as issued: 32 random bytes in base64url, 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The inbox status a sent notice leaves its abstract in. */
function statusAfter(outcome: NoticeOutcome): AbstractStatus {
  return outcome === 'reject' ? 'rejected' : 'accepted';
}

/**
 * The committee's decisions on their way to the authors: queued until an organiser has read
 * them, then written to the outbox together, each with its status change and, for an
 * acceptance, the author's single-use link to confirm or withdraw.
 */
@Injectable()
export class AbstractNotices {
  constructor(
    private readonly notices: AbstractNoticesRepository,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly noticeTexts: NoticeTexts,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async queue(): Promise<AbstractNoticeQueue> {
    const rows = await this.notices.queued([...noticeOutcomes, 'duplicate']);
    return {
      groups: noticeOutcomes.map((outcome) => {
        const abstracts = rows
          .filter((row) => row.decision === outcome)
          .map((row) => ({
            id: row.id,
            reference: inboxReference('abstracts', row.id),
            title: row.title,
            email: row.email,
          }));
        return { outcome, label: noticeOutcomeLabels[outcome], count: abstracts.length, abstracts };
      }),
      duplicates: rows.filter((row) => row.decision === 'duplicate').length,
    };
  }

  private noticeData(
    row: DecidedAbstract,
    outcome: NoticeOutcome,
    comments: string[],
    link: string | undefined,
  ): MailTemplateData['abstract-decision'] {
    return {
      outcome,
      name: row.fullName,
      reference: inboxReference('abstracts', row.id),
      title: row.title,
      presentationType: noticePresentationType(outcome, row.presentationType),
      comments,
      ...(link === undefined ? {} : { link }),
    };
  }

  /** The author's answer page, in the language they used on the site. */
  private responsePage(language: Language): string {
    return publicSiteLink(this.config.PUBLIC_SITE_URL, '/abstract-response', language);
  }

  /** Stands for the author's link in a preview: the token is made only when the notice is sent. */
  private previewLink(outcome: NoticeOutcome, language: Language): string | undefined {
    return isAcceptingDecision(outcome)
      ? `${this.responsePage(language)}?token=(personal link, made when the notice is sent)`
      : undefined;
  }

  /** The notices of one outcome as their authors will read them, with the texts as saved now. */
  async preview(outcome: NoticeOutcome): Promise<AbstractNoticePreview> {
    const rows = await this.notices.queued([outcome]);
    const shown = rows.slice(0, previewLimit);
    const comments = await this.notices.commentsToAuthors(shown.map((row) => row.id));
    // Read afresh rather than through the worker's short cache: an edit shows at once. Each
    // author reads the notice in their own language, with the texts of that language.
    const overrides = new Map<Language, Promise<NoticeTextOverrides>>();
    const textsIn = (language: Language): Promise<NoticeTextOverrides> => {
      const texts = overrides.get(language) ?? this.noticeTexts.overrides(language);
      overrides.set(language, texts);
      return texts;
    };
    const notices = await Promise.all(
      shown.map(async (row) => {
        const language = row.visitorLanguage;
        const link = this.previewLink(outcome, language);
        const data = this.noticeData(row, outcome, comments.get(row.id) ?? [], link);
        const context = {
          ...mailContextFrom(this.config),
          noticeTexts: await textsIn(language),
        };
        const rendered = await renderMail('abstract-decision', data, context, language);
        return { reference: data.reference, to: row.email, ...rendered };
      }),
    );
    return { outcome, count: rows.length, notices };
  }

  /**
   * The notice of an outcome for the newest abstract given that decision (or, before any, the
   * newest abstract), so the text editor previews a draft with real values, in the draft's
   * language (the author's own when none is given).
   */
  async sampleNotice(outcome: NoticeOutcome, language?: Language): Promise<MailMessage | null> {
    const row = await this.notices.newestFor(outcome);
    if (!row) return null;
    const inLanguage = language ?? row.visitorLanguage;
    const comments = await this.notices.commentsToAuthors([row.id]);
    const link = this.previewLink(outcome, inLanguage);
    return {
      template: 'abstract-decision',
      to: row.email,
      language: inLanguage,
      data: this.noticeData(row, outcome, comments.get(row.id) ?? [], link),
    };
  }

  /** A new single-use link for the abstract; earlier unused ones stop working. */
  private async issueLink(
    manager: EntityManager,
    abstractId: string,
    language: Language,
  ): Promise<string> {
    const token = newLinkToken();
    await this.notices.replaceLink(manager, {
      abstractId,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(this.clock.now().getTime() + abstractResponseLinkLifetimeDays * dayMs),
    });
    return `${this.responsePage(language)}?token=${token}`;
  }

  /**
   * Writes the queued notices of these outcomes to the outbox, a batch per transaction. Each
   * abstract is locked and read again inside its transaction, so a notice is written once
   * however often, and however concurrently, this is called.
   */
  async send(outcomes: readonly NoticeOutcome[], actor: AuditActor): Promise<{ sent: number }> {
    let sent = 0;
    for (;;) {
      const written = await this.notices.transaction((manager) =>
        this.sendBatch(outcomes, actor, manager),
      );
      if (written === null) break;
      sent += written;
    }
    // A duplicate owes no notice (the abstract it repeats carries one): it leaves the queue.
    await this.notices.settleDuplicates(this.clock.now());
    return { sent };
  }

  /** Answers how many notices one batch wrote, or null when nothing was left to send. */
  private async sendBatch(
    outcomes: readonly NoticeOutcome[],
    actor: AuditActor,
    manager: EntityManager,
  ): Promise<number | null> {
    const rows = await this.notices.queued(outcomes, manager, {
      lock: true,
      limit: sendBatchSize,
    });
    if (rows.length === 0) return null;
    const ids = rows.map((row) => row.id);
    const comments = await this.notices.commentsToAuthors(ids, manager);
    const now = this.clock.now();
    const mails: MailMessage[] = [];
    for (const row of rows) {
      const outcome = row.decision;
      if (!isNoticeOutcome(outcome)) continue;
      const id = row.id;
      const link = isAcceptingDecision(outcome)
        ? await this.issueLink(manager, id, row.visitorLanguage)
        : undefined;
      // The abstract form stores one e-mail address, the submitting author's: there are no
      // co-authors' addresses to copy the notice to.
      mails.push({
        template: 'abstract-decision',
        to: row.email,
        language: row.visitorLanguage,
        data: this.noticeData(row, outcome, comments.get(id) ?? [], link),
      });
      const status = statusAfter(outcome);
      await this.notices.markNotified(manager, id, status, now);
      if (row.status !== status) {
        await this.audit.record(
          actor,
          {
            action: 'inbox.status-changed',
            entityType: 'abstract',
            entityId: id,
            before: { status: row.status },
            after: { status, notice: outcome },
          },
          manager,
        );
      }
    }
    await this.outbox.add(manager, mails);
    return mails.length;
  }

  /** The abstract the link answers for, if it may still answer; a clear refusal otherwise. */
  private async usable(
    token: string,
    manager: EntityManager | undefined,
    lock: boolean,
  ): Promise<DecidedAbstract> {
    if (!tokenPattern.test(token)) throw new ApiError(HttpStatus.NOT_FOUND, texts.linkInvalid);
    const link = await this.notices.linkByHash(hashLinkToken(token), manager, lock);
    if (!link) throw new ApiError(HttpStatus.NOT_FOUND, texts.linkInvalid);
    if (link.usedAt) throw new ApiError(HttpStatus.GONE, texts.linkUsed);
    if (link.expiresAt.getTime() <= this.clock.now().getTime()) {
      throw new ApiError(HttpStatus.GONE, texts.linkExpired);
    }
    const abstract = await this.notices.linkedAbstract(link.abstractId, manager, lock);
    // The committee changed its decision since the notice: the new notice brings a new link.
    if (!abstract || !isAcceptingDecision(abstract.decision) || abstract.notifiedAt === null) {
      throw new ApiError(HttpStatus.GONE, texts.linkReplaced);
    }
    return abstract;
  }

  /** What the author answers about: their abstract's title, reference and presentation type. */
  async responseView(token: string): Promise<AbstractResponseView> {
    const abstract = await this.usable(token, undefined, false);
    const decision = abstract.decision as NoticeOutcome;
    return {
      reference: inboxReference('abstracts', abstract.id),
      title: abstract.title,
      presentationType: noticePresentationType(decision, abstract.presentationType),
    };
  }

  /** Stores the author's answer once; a withdrawal takes the abstract off the programme. */
  async respond(
    token: string,
    response: AuthorResponse,
    clientAddress: string,
  ): Promise<ApiResult> {
    await this.notices.transaction(async (manager) => {
      const abstract = await this.usable(token, manager, true);
      await this.recordAnswer(manager, abstract, response, clientAddress);
    });
    return answered(response);
  }

  /**
   * The same answer from the author's own page (/my-abstract), whose link has already told
   * whose abstract it is. 409 unless the acceptance has been sent and not yet answered, here or
   * through the notice's link, which the answer uses up.
   */
  async respondFromPage(
    abstractId: string,
    response: AuthorResponse,
    clientAddress: string,
  ): Promise<ApiResult> {
    await this.notices.transaction(async (manager) => {
      const abstract = await this.notices.linkedAbstract(abstractId, manager, true);
      if (!abstract || !isAcceptingDecision(abstract.decision) || abstract.notifiedAt === null) {
        throw new ApiError(HttpStatus.CONFLICT, myAbstractMessages.responseNotAccepted);
      }
      if (abstract.authorResponse !== null) {
        throw new ApiError(HttpStatus.CONFLICT, myAbstractMessages.alreadyAnswered);
      }
      if (abstract.status !== 'accepted') {
        throw new ApiError(HttpStatus.CONFLICT, myAbstractMessages.responseNotAccepted);
      }
      await this.recordAnswer(manager, abstract, response, clientAddress);
    });
    return answered(response);
  }

  /** Stores the answer; a withdrawal changes the abstract's status, which is audited. */
  private async recordAnswer(
    manager: EntityManager,
    abstract: DecidedAbstract,
    response: AuthorResponse,
    clientAddress: string,
  ): Promise<void> {
    const status: AbstractStatus = response === 'withdrawn' ? 'withdrawn' : abstract.status;
    await this.notices.recordResponse(manager, {
      abstractId: abstract.id,
      response,
      status,
      at: this.clock.now(),
    });
    if (status !== abstract.status) {
      await this.audit.record(
        { userId: null, email: abstract.email, clientAddress },
        {
          action: 'inbox.status-changed',
          entityType: 'abstract',
          entityId: abstract.id,
          before: { status: abstract.status },
          after: { status, authorResponse: response },
        },
        manager,
      );
    }
  }
}

function answered(response: AuthorResponse): ApiResult {
  return { success: true, message: response === 'withdrawn' ? texts.withdrawn : texts.confirmed };
}
