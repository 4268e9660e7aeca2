import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MailMessage } from '../mail/mail-message.js';
import { OutboxRepository } from './outbox-repository.js';

function isList(mails: MailMessage | readonly MailMessage[]): mails is readonly MailMessage[] {
  return Array.isArray(mails);
}

@Injectable()
export class OutboxService {
  constructor(private readonly outbox: OutboxRepository) {}

  /**
   * Records the e-mails a change owes, inside the caller's transaction: they are sent only
   * if the change commits, and are never lost once it has.
   */
  async add(manager: EntityManager, mails: MailMessage | readonly MailMessage[]): Promise<void> {
    const list: readonly MailMessage[] = isList(mails) ? mails : [mails];
    if (list.length === 0) return;
    await this.outbox.insert(manager, list);
  }
}
