import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { messages, type ApiResult } from '@caawg11/conference';
import { insertRow } from '../common/insert-row.js';
import { AppConfig } from '../config/app-config.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { ContactMessage } from './contact-message.entity.js';
import type { ContactDto } from './dto/contact.dto.js';

@Injectable()
export class ContactService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly config: AppConfig,
  ) {}

  /** Stores the message and, in the same transaction, the e-mails to the organisers and the sender. */
  async send(input: ContactDto): Promise<ApiResult> {
    const { name, email, subject, message } = input;
    await this.dataSource.transaction(async (manager) => {
      await insertRow(manager, ContactMessage, { name, email, subject, message });
      await this.outbox.add(manager, [
        {
          template: 'contact-message',
          to: this.config.MAIL_ORGANISERS,
          replyTo: email,
          data: { name, email, subject, message },
        },
        { template: 'contact-acknowledgement', to: email, data: { name, subject } },
      ]);
    });
    return { success: true, message: messages.contactSuccess };
  }
}
