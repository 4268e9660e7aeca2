import { HttpStatus, Injectable } from '@nestjs/common';
import type {
  AdminContactMessage,
  AuthUser,
  ContactMessageDetail,
  ContactReply,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../../platform/audit/audit.service.js';
import { ApiError } from '../../../platform/common/api-error.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import {
  closingExportColumns,
  inboxNotFound,
  type InboxDefinition,
  type InboxRecordRaw,
} from '../../inbox/inbox-definition.js';
import { InboxRegistry } from '../../inbox/inbox-registry.js';
import { inboxListQuery } from '../../inbox/inbox-requests.js';
import { InboxService } from '../../inbox/inbox.service.js';
import type { MailMessage } from '../../../platform/mail/mail-message.js';
import { OutboxService } from '../../../platform/outbox/outbox.service.js';
import type { ContactReplyEntry } from '../contact-reply.entity.js';
import { contactThreadKey } from '../contact-thread.js';
import { ContactRepository } from '../contact.repository.js';

interface ContactMessageRaw extends InboxRecordRaw {
  name: string;
  subject: string;
  message: string;
}

export const contactMessagesInbox: InboxDefinition<
  'contact-messages',
  ContactMessageRaw,
  AdminContactMessage
> = {
  name: 'contact-messages',
  table: 'contact_messages',
  auditEntity: 'contact-message',
  columns: { name: 'record.name', subject: 'record.subject', message: 'record.message' },
  sortColumns: {
    reference: 'record.id',
    createdAt: 'record.created_at',
    status: 'record.status',
    name: 'record.name',
    subject: 'record.subject',
  },
  searchColumns: ['record.name', 'record.email', 'record.subject', 'record.message'],
  toItem: (raw, shared) => ({
    ...shared,
    name: raw.name,
    subject: raw.subject,
    message: raw.message,
  }),
  exportColumns: [
    { header: 'Reference', type: 'text', value: (item) => item.reference },
    { header: 'Name', type: 'text', value: (item) => item.name },
    { header: 'E-mail', type: 'text', value: (item) => item.email },
    { header: 'Subject', type: 'text', value: (item) => item.subject },
    { header: 'Message', type: 'text', value: (item) => item.message },
    ...closingExportColumns<AdminContactMessage>(),
  ],
};

function toReply(reply: ContactReplyEntry): ContactReply {
  return {
    id: reply.id,
    author: reply.authorEmail,
    body: reply.body,
    createdAt: reply.createdAt.toISOString(),
  };
}

export class ContactMessageListQuery extends inboxListQuery('contact-messages') {}

@Injectable()
export class ContactMessagesInbox extends InboxService<
  'contact-messages',
  ContactMessageRaw,
  AdminContactMessage,
  ContactRepository
> {
  constructor(
    private readonly messages: ContactRepository,
    audit: AuditService,
    outbox: OutboxService,
    registry: InboxRegistry,
    private readonly config: AppConfig,
  ) {
    super(contactMessagesInbox, messages, audit, outbox);
    registry.register(this);
  }

  /** A reply to the newest message, for previewing the reply's text. */
  override async sampleNotice(_status: string, user: AuthUser): Promise<MailMessage | null> {
    const message = await this.newest(user);
    if (!message) return null;
    return {
      template: 'contact-reply',
      to: message.email,
      language: message.visitorLanguage,
      data: {
        name: message.name,
        subject: message.subject,
        message: message.message,
        reply: 'The reply you write in the portal.',
      },
    };
  }

  /** The message with the replies sent to it, oldest first. */
  override async detail(id: string, user: AuthUser): Promise<ContactMessageDetail> {
    const [detail, replies] = await Promise.all([
      super.detail(id, user),
      this.messages.replies(id),
    ]);
    return { ...detail, replies: replies.map(toReply) };
  }

  /**
   * E-mails a reply to the sender through the outbox, keeps it on the thread and marks the
   * message answered, all in one transaction: a reply is never kept without being sent.
   */
  async reply(id: string, body: string, actor: AuditActor, user: AuthUser): Promise<ContactReply> {
    return this.messages.transaction(async (manager) => {
      await this.lock([id], manager);
      const [message] = await this.items([id], user, manager);
      if (!message) throw new ApiError(HttpStatus.NOT_FOUND, inboxNotFound[this.name]);
      const reply = await this.messages.insertReply(manager, {
        messageId: id,
        authorUserId: actor.userId,
        authorEmail: actor.email.slice(0, 254),
        body,
      });
      await this.outbox.add(manager, {
        template: 'contact-reply',
        to: message.email,
        language: message.visitorLanguage,
        replyTo: this.config.MAIL_ORGANISERS,
        inReplyToKey: contactThreadKey(id, new Date(message.createdAt)),
        data: {
          name: message.name,
          subject: message.subject,
          message: message.message,
          reply: body,
        },
      });
      await this.audit.record(
        actor,
        {
          action: 'contact-message.replied',
          entityType: 'contact-message',
          entityId: id,
          after: { reply: reply.id },
        },
        manager,
      );
      if (message.status === 'new') {
        await this.setStatus([id], { status: 'answered' }, actor, user, manager);
      }
      return toReply(reply);
    });
  }
}
