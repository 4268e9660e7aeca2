import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { messages, type ApiResult } from '@caawg11/conference';
import { insertRow } from '../common/insert-row.js';
import { AppConfig } from '../config/app-config.js';
import { OutboxService } from '../outbox/outbox.service.js';
import type { MembershipDto } from './dto/membership.dto.js';
import { MembershipApplication } from './membership-application.entity.js';

@Injectable()
export class MembershipService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly config: AppConfig,
  ) {}

  /** Stores the application with the confirmation to the applicant and the secretariat's copy. */
  async apply(input: MembershipDto): Promise<ApiResult> {
    const optional = {
      address: input.address || null,
      phone: input.phone || null,
      mobile: input.mobile || null,
      fax: input.fax || null,
      webpage: input.webpage || null,
    };
    const application: Record<string, string> = {
      title: input.title,
      name: input.name,
      organisation: input.organisation,
      profession: input.profession,
      qualification: input.qualification,
      address: optional.address ?? '',
      phone: optional.phone ?? '',
      mobile: optional.mobile ?? '',
      fax: optional.fax ?? '',
      email: input.email,
      webpage: optional.webpage ?? '',
    };
    await this.dataSource.transaction(async (manager) => {
      await insertRow(manager, MembershipApplication, {
        title: input.title,
        name: input.name,
        organisation: input.organisation,
        profession: input.profession,
        qualification: input.qualification,
        email: input.email,
        ...optional,
      });
      await this.outbox.add(manager, [
        { template: 'membership-received', to: input.email, data: { name: input.name } },
        {
          template: 'membership-copy',
          to: this.config.MAIL_SECRETARIAT,
          replyTo: input.email,
          data: { application },
        },
      ]);
    });
    return { success: true, message: messages.membershipSuccess };
  }
}
