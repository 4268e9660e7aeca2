import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  defaultLanguage,
  isLanguage,
  mailNotFailed,
  mailNotFound,
  withheldLink,
  type Clock,
  type SecretLinkName,
  type MailLogMessage,
  type MailLogRow,
  type MailResendReport,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../audit/audit.service.js';
import { ApiError } from '../../common/api-error.js';
import { containsPattern } from '../../common/like-pattern.js';
import { describeError } from '../../common/safe-error.js';
import { AppConfig } from '../../config/app-config.js';
import { CLOCK } from '../../config/clock.token.js';
import { mailContextFrom } from '../../mail/mail-context.js';
import type { MailTemplate, MailTemplateData } from '../../mail/mail-message.js';
import { isMailTemplate, renderMail } from '../../mail/mail-templates.js';
import { NoticeTexts } from '../../mail/notice-texts.service.js';
import { OutboxMaintenance } from '../outbox-maintenance.js';
import { withLinksWithheld } from '../outbox-links.js';
import { OutboxMessage } from '../outbox-message.entity.js';
import type { MailLogQueryDto } from './mail-log.query.js';

/**
 * The templates that always carry a personal link. A row sent before links were sealed no
 * longer has it, so the message is shown with the note in its place rather than failing to
 * render.
 */
const linkAlwaysSent: Partial<Record<MailTemplate, SecretLinkName>> = {
  'access-link': 'link',
  'abstract-access-link': 'link',
  'payment-reminder': 'optOutLink',
  'team-invitation': 'link',
  'password-reset': 'link',
};

function toRow(message: OutboxMessage): MailLogRow {
  return {
    id: message.id,
    to: message.recipient,
    template: message.template,
    status: message.status,
    language: message.language,
    createdAt: message.createdAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
    attempts: message.attempts,
    lastError: message.lastError,
    messageId: message.messageId,
  };
}

/** The stored data with every personal link withheld, whether or not it was sent. */
function withoutSecrets(message: OutboxMessage): MailTemplateData[MailTemplate] {
  const data: Record<string, unknown> = withLinksWithheld({ ...message.payload });
  const required = isMailTemplate(message.template) ? linkAlwaysSent[message.template] : undefined;
  if (required) data[required] = withheldLink;
  return data as MailTemplateData[MailTemplate];
}

/**
 * Every e-mail the product sent or tried to send, from the outbox: listed, shown as its template
 * renders it, and the failed ones sent again (audited).
 */
@Injectable()
export class MailLogService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly maintenance: OutboxMaintenance,
    private readonly noticeTexts: NoticeTexts,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Newest first, filtered by part of the address or Message-ID, template and status. */
  async list(query: MailLogQueryDto): Promise<{ data: MailLogRow[]; count: number }> {
    const builder = this.dataSource.getRepository(OutboxMessage).createQueryBuilder('message');
    if (query.search) {
      builder.andWhere('(message.recipient LIKE :search OR message.messageId LIKE :search)', {
        search: containsPattern(query.search),
      });
    }
    if (query.template) builder.andWhere('message.template = :template', query);
    if (query.status) builder.andWhere('message.status = :status', query);
    const [messages, count] = await builder
      .orderBy('message.createdAt', 'DESC')
      .addOrderBy('message.id', 'DESC')
      .skip((query.page - 1) * query.limit)
      .take(query.limit)
      .getManyAndCount();
    return { data: messages.map(toRow), count };
  }

  /**
   * One message with the subject and text it was sent with. A message not sent yet (or sent
   * before these were kept) is shown as its template renders what the outbox holds, in the
   * recipient's language, with the organisers' current notice texts.
   */
  async message(id: string): Promise<MailLogMessage> {
    const message = await this.find(id);
    const base = { ...toRow(message), replyTo: message.replyTo };
    if (message.sentText !== null) {
      const { sentSubject: subject, sentText: text } = message;
      return { ...base, subject, text, asSent: true, unavailable: null };
    }
    const unrendered = { ...base, subject: null, text: null, asSent: false };
    if (message.bodyErasedAt !== null) {
      return {
        ...unrendered,
        unavailable: 'Its text was removed at the end of its retention period.',
      };
    }
    if (!isMailTemplate(message.template)) {
      return { ...unrendered, unavailable: 'Its template no longer exists.' };
    }
    const language = isLanguage(message.language) ? message.language : defaultLanguage;
    const context = {
      ...mailContextFrom(this.config),
      noticeTexts: await this.noticeTexts.current(language),
    };
    try {
      const rendered = await renderMail(
        message.template,
        withoutSecrets(message),
        context,
        language,
      );
      const { subject, text } = rendered;
      return { ...base, subject, text, asSent: false, unavailable: null };
    } catch (error) {
      const reason = describeError(error).slice(0, 500);
      return { ...unrendered, unavailable: `It cannot be shown: ${reason}` };
    }
  }

  /** Hands one failed message back to the worker. */
  async resend(id: string, actor: AuditActor): Promise<MailLogRow> {
    const message = await this.find(id);
    if (!(await this.maintenance.retryOne(message))) {
      throw new ApiError(HttpStatus.CONFLICT, mailNotFailed);
    }
    await this.audit.record(actor, {
      action: 'mail.resent',
      entityType: 'outbox-message',
      entityId: id,
      before: { status: message.status, lastError: message.lastError },
      after: { status: 'pending' },
    });
    return toRow(await this.find(id));
  }

  /** Hands every failed message back to the worker, as `npm run mail:retry-failed` does. */
  async resendFailed(actor: AuditActor): Promise<MailResendReport> {
    const report = await this.maintenance.retryFailed(this.clock.now());
    const resent = report.retriedJobs + report.requeuedRows;
    await this.audit.record(actor, {
      action: 'mail.resent-all-failed',
      entityType: 'outbox-message',
      entityId: null,
      after: { resent },
    });
    return { resent };
  }

  private async find(id: string): Promise<OutboxMessage> {
    const message = await this.dataSource.getRepository(OutboxMessage).findOneBy({ id });
    if (!message) throw new ApiError(HttpStatus.NOT_FOUND, mailNotFound);
    return message;
  }
}
