import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  participantCategories,
  revenueGroupOf,
  revenueGroups,
  type DashboardStatistics,
  type ParticipantCategory,
  type RevenueGroup,
} from '@caawg11/conference';
import { AbstractSubmission } from '../abstracts/abstract-submission.entity.js';
import { Registration } from '../registrations/registration.entity.js';
import { toAdminRegistration } from '../registrations/index.js';

export const recentRegistrationsShown = 8;

/** One row of the aggregate query: MySQL returns SUM and COUNT as strings or numbers. */
type Totals = Record<string, string | number | null>;

function count(value: string | number | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

@Injectable()
export class AdminDashboardService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every figure of the dashboard and statistics sections, by SQL aggregates. */
  async statistics(): Promise<DashboardStatistics> {
    const [totals, pendingPayments, totalAbstracts, recent] = await Promise.all([
      this.registrationTotals(),
      this.pendingPaymentCount(),
      this.abstractCount(),
      this.dataSource.getRepository(Registration).find({
        order: { createdAt: 'DESC', id: 'DESC' },
        take: recentRegistrationsShown,
      }),
    ]);
    const registrationTypeBreakdown = Object.fromEntries(
      revenueGroups.map((group) => [group, 0]),
    ) as Record<RevenueGroup, number>;
    participantCategories.forEach((category: ParticipantCategory, index) => {
      registrationTypeBreakdown[revenueGroupOf(category)] += count(totals[`category${index}`]);
    });
    return {
      totalRegistrations: count(totals.total),
      verifiedPayments: count(totals.verified),
      pendingPayments,
      totalAbstracts,
      // DECIMAL sums arrive as exact strings; cents survive the conversion at these sizes.
      totalRevenue: Math.round(Number(totals.revenue ?? 0) * 100) / 100,
      registrationTypeBreakdown,
      presentationTypes: { oral: count(totals.oral), poster: count(totals.poster) },
      fieldTripAttendance: count(totals.fieldTrip),
      recentRegistrations: recent.map(toAdminRegistration),
    };
  }

  private async registrationTotals(): Promise<Totals> {
    const categoryColumns = participantCategories
      .map((_category, index) => `SUM(participant_category = ?) AS category${index}`)
      .join(',\n        ');
    const rows: Totals[] = await this.dataSource.query(
      `SELECT
        COUNT(*) AS total,
        SUM(payment_status = 'verified') AS verified,
        SUM(CASE WHEN payment_status = 'verified' THEN fee_usd ELSE 0 END) AS revenue,
        SUM(field_trip = 1) AS fieldTrip,
        SUM(participation_type = 'presenter' AND presentation_type = 'oral') AS oral,
        SUM(participation_type = 'presenter' AND presentation_type = 'poster') AS poster,
        ${categoryColumns}
      FROM registrations`,
      [...participantCategories],
    );
    return rows[0] ?? {};
  }

  /**
   * Registrations awaiting a check: not yet verified, with a submitted payment still pending.
   * With the verified ones, the rest of the registrations have no payment to look at.
   */
  private async pendingPaymentCount(): Promise<number> {
    const rows: Totals[] = await this.dataSource.query(
      `SELECT COUNT(DISTINCT p.registration_id) AS pending
      FROM payments p
      JOIN registrations r ON r.id = p.registration_id
      WHERE p.status = 'pending' AND r.payment_status <> 'verified'`,
    );
    return count(rows[0]?.pending);
  }

  private abstractCount(): Promise<number> {
    return this.dataSource.getRepository(AbstractSubmission).count();
  }
}
