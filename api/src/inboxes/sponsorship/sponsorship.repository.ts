import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { packageOptionLabel, sponsorPackages, type SponsorshipPipeline } from '@caawg11/conference';
import { insertRow } from '../../platform/common/insert-row.js';
import type { InboxDatabase } from '../inbox/inbox.service.js';
import { SponsorshipInquiry } from './sponsorship-inquiry.entity.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';

/** What an inquiry is stored with; its status, amount, assignee and timestamps start as defaults. */
export type NewSponsorshipInquiry = Pick<
  SponsorshipInquiry,
  'name' | 'email' | 'company' | 'phone' | 'packageInterest' | 'message' | 'language'
>;

/**
 * An inquiry's amount on the alias `record`: what the organisers set, or else the price of the
 * package it names (null for a custom package until one is agreed).
 */
export const amountSql = `COALESCE(record.amount_usd, CASE record.package_interest ${sponsorPackages
  .map((pkg) => `WHEN '${packageOptionLabel(pkg)}' THEN ${pkg.priceUsd}`)
  .join(' ')} END)`;

/**
 * The sponsorship inquiries in the database. The inbox's list, status, assignment and note
 * queries are the shared inbox toolkit's, run through {@link SponsorshipRepository.manager}.
 */
@Injectable()
export class SponsorshipRepository extends DatabaseRepository implements InboxDatabase {
  /** A new inquiry, in the caller's transaction; answers its id. */
  insert(manager: EntityManager, values: NewSponsorshipInquiry): Promise<string> {
    return insertRow(manager, SponsorshipInquiry, values);
  }

  /** The amount the organisers set (null if none), or null if there is no such inquiry. */
  async agreedAmount(
    manager: EntityManager,
    id: string,
  ): Promise<{ amountUsd: number | null } | null> {
    const [row] = await manager.query<{ amount_usd: string | null }[]>(
      'SELECT amount_usd FROM sponsorship_inquiries WHERE id = ?',
      [id],
    );
    if (!row) return null;
    return { amountUsd: row.amount_usd === null ? null : Number(row.amount_usd) };
  }

  async setAmount(manager: EntityManager, id: string, amountUsd: number | null): Promise<void> {
    await manager.query('UPDATE sponsorship_inquiries SET amount_usd = ? WHERE id = ?', [
      amountUsd,
      id,
    ]);
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
