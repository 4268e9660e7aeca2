import { Injectable } from '@nestjs/common';
import {
  participantCategories,
  revenueGroupOf,
  revenueGroups,
  type DashboardStatistics,
  type ParticipantCategory,
  type RevenueGroup,
} from '@caawg11/conference';
import { AbstractsRepository } from '../../abstracts-and-programme/abstracts/abstracts.repository.js';
import {
  RegistrationRepository,
  Ledger,
  toAdminRegistration,
} from '../../registrations-and-money/registrations/index.js';

export const recentRegistrationsShown = 8;

@Injectable()
export class AdminDashboardService {
  constructor(
    private readonly registrations: RegistrationRepository,
    private readonly ledger: Ledger,
    private readonly abstracts: AbstractsRepository,
  ) {}

  /**
   * Every figure of the dashboard and statistics sections: the counts and sums from the
   * registration summary, which every registration write keeps up to date.
   */
  async statistics(): Promise<DashboardStatistics> {
    const [totals, totalAbstracts, recent] = await Promise.all([
      this.registrations.totals(),
      this.abstracts.count(),
      this.registrations.newest(recentRegistrationsShown),
    ]);
    const registrationTypeBreakdown = Object.fromEntries(
      revenueGroups.map((group) => [group, 0]),
    ) as Record<RevenueGroup, number>;
    participantCategories.forEach((category: ParticipantCategory) => {
      registrationTypeBreakdown[revenueGroupOf(category)] += totals.byCategory[category];
    });
    const recentWithSettlements = await this.ledger.withSettlements(recent);
    return {
      totalRegistrations: totals.total,
      verifiedPayments: totals.verified,
      pendingPayments: totals.pendingPayments,
      totalAbstracts,
      // DECIMAL sums arrive as exact strings; cents survive the conversion at these sizes.
      totalRevenue: Math.round(Number(totals.revenue) * 100) / 100,
      registrationTypeBreakdown,
      presentationTypes: { oral: totals.oral, poster: totals.poster },
      fieldTripAttendance: totals.fieldTrip,
      recentRegistrations: recentWithSettlements.map(([registration, , standing]) =>
        toAdminRegistration(registration, standing),
      ),
    };
  }
}
