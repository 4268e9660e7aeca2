import { Injectable } from '@nestjs/common';
import {
  checkNoticeText,
  defaultLanguage,
  defaultNoticeText,
  inboxNames,
  inboxNeedsReason,
  noticeOutcomes,
  noticeOutcomeTextKeys,
  noticePresentationType,
  noticeTextKeys,
  noticeTexts,
  type AuthUser,
  type InboxName,
  type Language,
  type NoticeOutcome,
  type NoticePreview,
  type NoticeText,
  type NoticeTextKey,
  type NoticeTextView,
} from '@caawg11/conference';
import { AbstractNotices } from '../../messages/abstract-notices/abstract-notices.service.js';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { mailContextFrom } from '../../platform/mail/mail-context.js';
import type { MailMessage } from '../../platform/mail/mail-message.js';
import { mailTemplates, renderMail } from '../../platform/mail/mail-templates.js';
import { NoticeTextsRepository } from '../../platform/mail/notice-texts.repository.js';
import { NoticeTexts } from '../../platform/mail/notice-texts.service.js';
import { InboxRegistry } from './inbox-registry.js';

function inboxAndStatus(key: NoticeTextKey): { inbox: InboxName; status: string } {
  const [inbox, status] = key.split('.') as [InboxName, string];
  if (!(inboxNames as readonly string[]).includes(inbox)) throw new Error(`No inbox for ${key}`);
  return { inbox, status };
}

/** Made-up values for a preview when no record exists yet. */
function sampleMail(key: NoticeTextKey): MailMessage {
  if (key === 'payments.reminder') {
    return {
      template: 'payment-reminder',
      to: 'sample@example.org',
      data: mailTemplates['payment-reminder'].Component.PreviewProps.data,
    };
  }
  const outcome = abstractDecisionOutcome(key);
  if (outcome) {
    const sample = mailTemplates['abstract-decision'].Component.PreviewProps.data;
    return {
      template: 'abstract-decision',
      to: 'sample@example.org',
      data: {
        ...sample,
        outcome,
        presentationType: noticePresentationType(outcome, sample.presentationType),
        ...(outcome === 'reject' ? { link: undefined } : {}),
      },
    };
  }
  const { inbox, status } = inboxAndStatus(key);
  if (key === 'contact-messages.reply') {
    return {
      template: 'contact-reply',
      to: 'sample@example.org',
      data: mailTemplates['contact-reply'].Component.PreviewProps.data,
    };
  }
  const sample = mailTemplates['inbox-decision'].Component.PreviewProps.data;
  return {
    template: 'inbox-decision',
    to: 'sample@example.org',
    data: {
      ...sample,
      inbox,
      status,
      reason: inboxNeedsReason(status) ? 'The reason you give when you decide.' : null,
    },
  };
}

/** The outcome whose notice a text writes, for the abstract decisions sent from their queue. */
function abstractDecisionOutcome(key: NoticeTextKey): NoticeOutcome | null {
  return noticeOutcomes.find((outcome) => noticeOutcomeTextKeys[outcome] === key) ?? null;
}

/**
 * The inbox a notice is sent from, or null for one sent otherwise (the payment reminders, the
 * abstract decisions' queue).
 */
function inboxOf(key: NoticeTextKey): { inbox: InboxName; status: string } | null {
  return key === 'payments.reminder' || abstractDecisionOutcome(key) ? null : inboxAndStatus(key);
}

/**
 * What the audit log keeps of a text: an English text as it always has, another language's
 * with its language.
 */
function audited(text: NoticeText, language: Language): Record<string, string> {
  const { subject, body } = text;
  return language === defaultLanguage ? { subject, body } : { language, subject, body };
}

/**
 * The organisers' editing of the notice texts, one version per language: checked on save,
 * audited, previewed.
 */
@Injectable()
export class NoticeTextEditor {
  constructor(
    private readonly stored: NoticeTextsRepository,
    private readonly texts: NoticeTexts,
    private readonly registry: InboxRegistry,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly abstractNotices: AbstractNotices,
  ) {}

  async list(language: Language = defaultLanguage): Promise<NoticeTextView[]> {
    const entries = new Map(
      (await this.texts.entries(language)).map((entry) => [entry.notice, entry]),
    );
    return noticeTextKeys.map((key) => {
      const { label, placeholders, required } = noticeTexts[key];
      const defaultText = defaultNoticeText(key, language);
      const entry = entries.get(key);
      return {
        key,
        language,
        label,
        placeholders,
        required,
        defaultText,
        text: entry ? { subject: entry.subject, body: entry.body } : defaultText,
        edited: entry !== undefined,
        updatedBy: entry?.updatedByEmail ?? null,
        updatedAt: entry?.updatedAt.toISOString() ?? null,
      };
    });
  }

  private checked(key: NoticeTextKey, text: NoticeText): NoticeText {
    const errors = checkNoticeText(key, text);
    if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
    return { subject: text.subject.trim(), body: text.body.trim() };
  }

  async save(
    key: NoticeTextKey,
    draft: NoticeText,
    actor: AuditActor,
    language: Language = defaultLanguage,
  ): Promise<NoticeTextView> {
    const text = this.checked(key, draft);
    await this.stored.transaction(async (manager) => {
      const before = await this.stored.entry(manager, key, language);
      await this.stored.save(manager, key, language, text, actor.email);
      await this.audit.record(
        actor,
        {
          action: 'notice-text.changed',
          entityType: 'notice-text',
          entityId: key,
          before: audited(before ?? defaultNoticeText(key, language), language),
          after: audited(text, language),
        },
        manager,
      );
    });
    return (await this.list(language)).find((view) => view.key === key)!;
  }

  /** Back to the language's default text. */
  async reset(
    key: NoticeTextKey,
    actor: AuditActor,
    language: Language = defaultLanguage,
  ): Promise<NoticeTextView> {
    await this.stored.transaction(async (manager) => {
      const before = await this.stored.entry(manager, key, language);
      if (!before) return;
      await this.stored.remove(manager, key, language);
      await this.audit.record(
        actor,
        {
          action: 'notice-text.reset',
          entityType: 'notice-text',
          entityId: key,
          before: audited(before, language),
          after: null,
        },
        manager,
      );
    });
    return (await this.list(language)).find((view) => view.key === key)!;
  }

  /** The newest record's own notice, when an inbox has one to show. */
  private async realSample(
    key: NoticeTextKey,
    user: AuthUser,
    language: Language,
  ): Promise<MailMessage | null> {
    const outcome = abstractDecisionOutcome(key);
    if (outcome) return this.abstractNotices.sampleNotice(outcome, language);
    const source = inboxOf(key);
    if (!source) return null;
    return (await this.registry.get(source.inbox)?.sampleNotice(source.status, user)) ?? null;
  }

  /**
   * The draft as the newest real record would receive it in the draft's language, or with
   * made-up values if none.
   */
  async preview(
    key: NoticeTextKey,
    draft: NoticeText,
    user: AuthUser,
    language: Language = defaultLanguage,
  ): Promise<NoticePreview> {
    const text = this.checked(key, draft);
    const real = await this.realSample(key, user, language);
    const mail = real ?? sampleMail(key);
    const context = { ...mailContextFrom(this.config), noticeTexts: { [key]: text } };
    const rendered = await renderMail(mail.template, mail.data, context, language);
    return { ...rendered, sample: !real };
  }
}
