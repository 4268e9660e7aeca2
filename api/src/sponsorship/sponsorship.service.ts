import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { messages, type ApiResult } from '@caawg11/conference';
import { insertRow } from '../common/insert-row.js';
import { AppConfig } from '../config/app-config.js';
import { OutboxService } from '../outbox/outbox.service.js';
import type { SponsorshipDto } from './dto/sponsorship.dto.js';
import { SponsorshipInquiry } from './sponsorship-inquiry.entity.js';

@Injectable()
export class SponsorshipService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly config: AppConfig,
  ) {}

  /** Stores the inquiry with the confirmation to the sender and the notice to the sponsorship team. */
  async inquire(input: SponsorshipDto): Promise<ApiResult> {
    const { name, email, company } = input;
    const phone = input.phone || null;
    const packageInterest = input.packageInterest || null;
    const message = input.message || null;
    await this.dataSource.transaction(async (manager) => {
      await insertRow(manager, SponsorshipInquiry, {
        name,
        email,
        company,
        phone,
        packageInterest,
        message,
      });
      await this.outbox.add(manager, [
        {
          template: 'sponsorship-received',
          to: email,
          data: { name, packageInterest: packageInterest ?? '' },
        },
        {
          template: 'sponsorship-notice',
          to: this.config.MAIL_SPONSORSHIP,
          replyTo: email,
          data: {
            name,
            email,
            company,
            phone: phone ?? '',
            packageInterest: packageInterest ?? '',
            message: message ?? '',
          },
        },
      ]);
    });
    return { success: true, message: messages.sponsorshipSuccess };
  }
}
