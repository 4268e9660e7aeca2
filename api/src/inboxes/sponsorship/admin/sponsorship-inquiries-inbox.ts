import { HttpStatus, Injectable } from '@nestjs/common';
import { IsIn, IsNumber, ValidateIf } from 'class-validator';
import {
  packageInterestOptions,
  type AdminSponsorshipInquiry,
  type AuthUser,
  type SponsorshipAmountChange,
  type SponsorshipPipeline,
  sponsorshipAmountMessages,
  sponsorshipAmountRule,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../../platform/audit/audit.service.js';
import { ApiError } from '../../../platform/common/api-error.js';
import { FollowsRule, OptionalField } from '../../../platform/common/dto-rules.js';
import {
  closingExportColumns,
  inboxNotFound,
  type InboxDefinition,
  type InboxRecordRaw,
} from '../../inbox/inbox-definition.js';
import { InboxRegistry } from '../../inbox/inbox-registry.js';
import { inboxListQuery } from '../../inbox/inbox-requests.js';
import { InboxService } from '../../inbox/inbox.service.js';
import { OutboxService } from '../../../platform/outbox/outbox.service.js';
import { amountSql, SponsorshipRepository } from '../sponsorship.repository.js';

interface SponsorshipInquiryRaw extends InboxRecordRaw {
  name: string;
  company: string;
  phone: string | null;
  packageInterest: string | null;
  amountUsd: string | null;
  message: string | null;
}

export const sponsorshipInquiriesInbox: InboxDefinition<
  'sponsorship-inquiries',
  SponsorshipInquiryRaw,
  AdminSponsorshipInquiry
> = {
  name: 'sponsorship-inquiries',
  table: 'sponsorship_inquiries',
  auditEntity: 'sponsorship-inquiry',
  columns: {
    name: 'record.name',
    company: 'record.company',
    phone: 'record.phone',
    packageInterest: 'record.package_interest',
    amountUsd: amountSql,
    message: 'record.message',
  },
  sortColumns: {
    reference: 'record.id',
    createdAt: 'record.created_at',
    status: 'record.status',
    company: 'record.company',
    packageInterest: 'record.package_interest',
    amountUsd: amountSql,
  },
  searchColumns: ['record.name', 'record.email', 'record.company'],
  filterColumns: { packageInterest: 'record.package_interest' },
  toItem: (raw, shared) => ({
    ...shared,
    name: raw.name,
    company: raw.company,
    phone: raw.phone,
    packageInterest: raw.packageInterest,
    amountUsd: raw.amountUsd === null ? null : Number(raw.amountUsd),
    message: raw.message,
  }),
  exportColumns: [
    { header: 'Reference', type: 'text', value: (item) => item.reference },
    { header: 'Company', type: 'text', value: (item) => item.company },
    { header: 'Name', type: 'text', value: (item) => item.name },
    { header: 'E-mail', type: 'text', value: (item) => item.email },
    { header: 'Phone', type: 'text', value: (item) => item.phone },
    { header: 'Package', type: 'text', value: (item) => item.packageInterest },
    { header: 'Amount', type: 'amount', currency: 'USD', value: (item) => item.amountUsd },
    { header: 'Message', type: 'text', value: (item) => item.message },
    ...closingExportColumns<AdminSponsorshipInquiry>(),
  ],
};

export class SponsorshipListQuery extends inboxListQuery('sponsorship-inquiries') {
  @OptionalField()
  @IsIn([...packageInterestOptions], { message: 'packageInterest must be one of the packages' })
  packageInterest?: string;
}

export class SponsorshipAmountDto implements SponsorshipAmountChange {
  @ValidateIf((body: SponsorshipAmountDto) => body.amountUsd !== null)
  @IsNumber({}, { message: sponsorshipAmountMessages.amount })
  @FollowsRule(sponsorshipAmountRule)
  amountUsd: number | null;
}

@Injectable()
export class SponsorshipInquiriesInbox extends InboxService<
  'sponsorship-inquiries',
  SponsorshipInquiryRaw,
  AdminSponsorshipInquiry,
  SponsorshipRepository
> {
  constructor(
    private readonly inquiries: SponsorshipRepository,
    audit: AuditService,
    outbox: OutboxService,
    registry: InboxRegistry,
  ) {
    super(sponsorshipInquiriesInbox, inquiries, audit, outbox);
    registry.register(this);
  }

  /** Sets the agreed amount (null goes back to the package's price), audited. */
  async setAmount(
    id: string,
    amountUsd: number | null,
    actor: AuditActor,
    user: AuthUser,
  ): Promise<AdminSponsorshipInquiry> {
    return this.inquiries.transaction(async (manager) => {
      await this.lock([id], manager);
      const before = await this.inquiries.agreedAmount(manager, id);
      if (!before) throw new ApiError(HttpStatus.NOT_FOUND, inboxNotFound[this.name]);
      await this.inquiries.setAmount(manager, id, amountUsd);
      await this.audit.record(
        actor,
        {
          action: 'sponsorship-inquiry.amount-changed',
          entityType: 'sponsorship-inquiry',
          entityId: id,
          before: { amountUsd: before.amountUsd },
          after: { amountUsd },
        },
        manager,
      );
      return this.item(id, user, manager);
    });
  }

  /** What confirmed and in-discussion inquiries add up to, and how many have no amount yet. */
  pipeline(): Promise<SponsorshipPipeline> {
    return this.inquiries.pipeline();
  }
}
