import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { insertRow } from '../../platform/common/insert-row.js';
import type { InboxDatabase } from '../inbox/inbox.service.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactReplyEntry } from './contact-reply.entity.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';

/** What a message is stored with; its status, assignee and timestamps start as defaults. */
export type NewContactMessage = Pick<
  ContactMessage,
  'name' | 'email' | 'subject' | 'message' | 'language'
>;

/** A reply as an organiser writes it; its id and time come from the insert. */
export type NewContactReply = Pick<
  ContactReplyEntry,
  'messageId' | 'authorUserId' | 'authorEmail' | 'body'
>;

/**
 * The contact messages and the replies sent to them. The inbox's list, status, assignment and
 * note queries are the shared inbox toolkit's, run through {@link ContactRepository.manager}.
 */
@Injectable()
export class ContactRepository extends DatabaseRepository implements InboxDatabase {
  /** A new message, in the caller's transaction; answers its id. */
  insert(manager: EntityManager, values: NewContactMessage): Promise<string> {
    return insertRow(manager, ContactMessage, values);
  }

  /** When a message was stored, as the database recorded it. */
  async createdAt(manager: EntityManager, id: string): Promise<Date> {
    const message = await manager
      .getRepository(ContactMessage)
      .findOneOrFail({ select: { id: true, createdAt: true }, where: { id } });
    return message.createdAt;
  }

  /** The replies sent to a message, oldest first. */
  replies(messageId: string): Promise<ContactReplyEntry[]> {
    return this.dataSource.getRepository(ContactReplyEntry).find({
      where: { messageId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** Keeps a reply on its message's thread, in the caller's transaction; answers it as stored. */
  insertReply(manager: EntityManager, values: NewContactReply): Promise<ContactReplyEntry> {
    const repository = manager.getRepository(ContactReplyEntry);
    return repository.save(repository.create(values));
  }
}
