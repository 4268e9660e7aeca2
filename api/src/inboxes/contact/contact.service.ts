import { Injectable } from '@nestjs/common';
import {
  confirmationEchoLengths,
  messages,
  type ApiResult,
  type Language,
} from '@caawg11/conference';
import { honeypotFilled } from '../../platform/common/honeypot.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { echoSafely } from '../../platform/mail/echo.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import { FormMailThrottle } from '../../platform/rate-limit/form-mail-throttle.js';
import { contactThreadKey } from './contact-thread.js';
import { ContactRepository } from './contact.repository.js';
import type { ContactDto } from './dto/contact.dto.js';
import { ConsentsRepository } from '../../team-and-settings/privacy/consents.repository.js';

@Injectable()
export class ContactService {
  constructor(
    private readonly messages: ContactRepository,
    private readonly outbox: OutboxService,
    private readonly config: AppConfig,
    private readonly throttle: FormMailThrottle,
    private readonly consents: ConsentsRepository,
  ) {}

  /**
   * Stores the message and, in the same transaction, the e-mails to the organisers (the whole
   * message) and the sender (a short acknowledgement that repeats none of it beyond a trimmed
   * name and subject). A bot's submission gets the same answer and is dropped.
   */
  async send(input: ContactDto, clientIp: string, language: Language): Promise<ApiResult> {
    if (honeypotFilled(input.website)) return { success: true, message: messages.contactSuccess };
    const { name, email, subject, message } = input;
    await this.throttle.check(email, clientIp);
    await this.messages.transaction(async (manager) => {
      const id = await this.messages.insert(manager, { name, email, subject, message, language });
      await this.consents.recordForm(manager, 'contact-message', id, input.privacyNoticeVersion);
      const threadKey = contactThreadKey(id, await this.messages.createdAt(manager, id));
      await this.outbox.add(manager, [
        {
          template: 'contact-message',
          to: this.config.MAIL_ORGANISERS,
          replyTo: email,
          messageKey: threadKey,
          data: { name, email, subject, message },
        },
        {
          template: 'contact-acknowledgement',
          to: email,
          language,
          inReplyToKey: threadKey,
          data: {
            name: echoSafely(name, confirmationEchoLengths.name),
            subject: echoSafely(subject, confirmationEchoLengths.subject),
          },
        },
      ]);
    });
    return { success: true, message: messages.contactSuccess };
  }
}
