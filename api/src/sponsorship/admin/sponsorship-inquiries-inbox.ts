import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsIn, IsNumber, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { DataSource } from 'typeorm';
import {
  packageInterestOptions,
  packageOptionLabel,
  sponsorPackages,
  type AdminSponsorshipInquiry,
  type AuthUser,
  type SponsorshipAmountChange,
  type SponsorshipPipeline,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../audit/audit.service.js';
import { ApiError } from '../../common/api-error.js';
import {
  closingExportColumns,
  inboxNotFound,
  type InboxDefinition,
  type InboxRecordRaw,
} from '../../inbox/inbox-definition.js';
import { InboxRegistry } from '../../inbox/inbox-registry.js';
import { inboxListQuery } from '../../inbox/inbox-requests.js';
import { InboxService } from '../../inbox/inbox.service.js';
import { OutboxService } from '../../outbox/outbox.service.js';

interface SponsorshipInquiryRaw extends InboxRecordRaw {
  name: string;
  company: string;
  phone: string | null;
  packageInterest: string | null;
  amountUsd: string | null;
  message: string | null;
}

/**
 * An inquiry's amount: what the organisers set, or else the price of the package it names
 * (null for a custom package until one is agreed).
 */
const amountSql = `COALESCE(record.amount_usd, CASE record.package_interest ${sponsorPackages
  .map((pkg) => `WHEN '${packageOptionLabel(pkg)}' THEN ${pkg.priceUsd}`)
  .join(' ')} END)`;

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
  @IsOptional()
  @IsIn([...packageInterestOptions], { message: 'packageInterest must be one of the packages' })
  packageInterest?: string;
}

export const maxSponsorshipUsd = 10_000_000;

export class SponsorshipAmountDto implements SponsorshipAmountChange {
  @ValidateIf((body: SponsorshipAmountDto) => body.amountUsd !== null)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Amount must be a number of US dollars' })
  @Min(0, { message: 'Amount cannot be negative' })
  @Max(maxSponsorshipUsd, { message: 'Amount is too large' })
  amountUsd: number | null;
}

@Injectable()
export class SponsorshipInquiriesInbox extends InboxService<
  'sponsorship-inquiries',
  SponsorshipInquiryRaw,
  AdminSponsorshipInquiry
> {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    audit: AuditService,
    outbox: OutboxService,
    registry: InboxRegistry,
  ) {
    super(sponsorshipInquiriesInbox, dataSource, audit, outbox);
    registry.register(this);
  }

  /** Sets the agreed amount (null goes back to the package's price), audited. */
  async setAmount(
    id: string,
    amountUsd: number | null,
    actor: AuditActor,
    user: AuthUser,
  ): Promise<AdminSponsorshipInquiry> {
    return this.dataSource.transaction(async (manager) => {
      await this.lock([id], manager);
      const [before] = await manager.query<{ amount_usd: string | null }[]>(
        'SELECT amount_usd FROM sponsorship_inquiries WHERE id = ?',
        [id],
      );
      if (!before) throw new ApiError(HttpStatus.NOT_FOUND, inboxNotFound[this.name]);
      await manager.query('UPDATE sponsorship_inquiries SET amount_usd = ? WHERE id = ?', [
        amountUsd,
        id,
      ]);
      await this.audit.record(
        actor,
        {
          action: 'sponsorship-inquiry.amount-changed',
          entityType: 'sponsorship-inquiry',
          entityId: id,
          before: { amountUsd: before.amount_usd === null ? null : Number(before.amount_usd) },
          after: { amountUsd },
        },
        manager,
      );
      return this.item(id, user, manager);
    });
  }

  /** What confirmed and in-discussion inquiries add up to, and how many have no amount yet. */
  async pipeline(): Promise<SponsorshipPipeline> {
    const [totals] = await this.dataSource.query<
      { confirmed: string | null; inDiscussion: string | null; unpriced: string }[]
    >(
      `SELECT SUM(CASE WHEN status = 'confirmed' THEN amount END) AS confirmed,
              SUM(CASE WHEN status = 'in discussion' THEN amount END) AS inDiscussion,
              SUM(amount IS NULL) AS unpriced
         FROM (SELECT record.status AS status, ${amountSql} AS amount
                 FROM sponsorship_inquiries record
                WHERE record.status IN ('confirmed', 'in discussion')) inquiries`,
    );
    return {
      confirmedUsd: Number(totals?.confirmed ?? 0),
      inDiscussionUsd: Number(totals?.inDiscussion ?? 0),
      unpricedCount: Number(totals?.unpriced ?? 0),
    };
  }
}
