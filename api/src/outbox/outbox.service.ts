import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MailMessage } from '../mail/mail-message.js';
import { OutboxMessage } from './outbox-message.entity.js';

function isList(mails: MailMessage | readonly MailMessage[]): mails is readonly MailMessage[] {
  return Array.isArray(mails);
}

@Injectable()
export class OutboxService {
  /**
   * Records the e-mails a change owes, inside the caller's transaction: they are sent only
   * if the change commits, and are never lost once it has.
   */
  async add(manager: EntityManager, mails: MailMessage | readonly MailMessage[]): Promise<void> {
    const list: readonly MailMessage[] = isList(mails) ? mails : [mails];
    if (list.length === 0) return;
    // One statement: no SELECT afterwards to reload column defaults nobody reads here.
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxMessage)
      .values(
        list.map((mail) => ({
          template: mail.template,
          recipient: mail.to,
          replyTo: mail.replyTo ?? null,
          payload: mail.data,
        })),
      )
      .updateEntity(false)
      .execute();
  }
}
