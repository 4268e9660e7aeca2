import { Injectable } from '@nestjs/common';
import {
  cancellationRefundDueCents,
  centsToUsd,
  settle,
  toCents,
  type FinanceBalance,
  type FinanceReport,
} from '@caawg11/conference';
import { endOfConferenceDay } from '../../../platform/common/conference-days.js';
import { fullName, referenceOf } from '../admin/registration-view.js';
import { chargesOf } from '../charges.js';
import { FinanceReportRepository, type BalanceRow } from './finance-report.repository.js';

function total(amounts: readonly string[]): string {
  return centsToUsd(amounts.reduce((sum, amount) => sum + toCents(amount), 0));
}

function toBalance(row: BalanceRow, balanceCents: number): FinanceBalance {
  return {
    registrationId: String(row.id),
    reference: referenceOf({ id: String(row.id), reference: row.reference }),
    name: fullName({
      title: row.title,
      otherTitle: row.other_title,
      firstName: row.first_name,
      otherNames: row.other_names,
    }),
    email: row.email,
    feeUsd: row.fee_usd,
    paidUsd: row.paid_usd,
    balanceUsd: centsToUsd(balanceCents),
  };
}

/**
 * What finance reports for a range of days: money received (verified payments, by their payment
 * date) and paid back (refunds, by their refund date), and who owes or is owed as of the last
 * day. Every sum is the database's DECIMAL sum; what is owed follows the one rule of `settle`.
 */
@Injectable()
export class FinanceReportService {
  constructor(private readonly finance: FinanceReportRepository) {}

  async report(from: string, to: string): Promise<FinanceReport> {
    const [byDay, byTypeAndMethod, refunded, balances] = await Promise.all([
      this.finance.verifiedByDay(from, to),
      this.finance.verifiedByCategoryAndMethod(from, to),
      this.finance.refundedByDay(from, to),
      this.finance.unsettledBalances(to, endOfConferenceDay(to)),
    ]);
    const receivedByDay = byDay.map((row) => ({
      date: row.date,
      payments: Number(row.payments),
      amountUsd: row.amount_usd,
    }));
    const refundedByDay = refunded.map((row) => ({
      date: row.date,
      refunds: Number(row.refunds),
      amountUsd: row.amount_usd,
    }));
    const outstanding: FinanceBalance[] = [];
    const refundsDue: FinanceBalance[] = [];
    for (const row of balances) {
      if (Number(row.cancelled) === 1) {
        // A cancellation owes nothing more; it is owed back the policy's share of what it paid.
        const refundDueCents = cancellationRefundDueCents({
          refundPercent: Number(row.refund_percent ?? 0),
          receivedCents: toCents(row.received_usd),
          refundedCents: toCents(row.refunded_usd),
        });
        if (refundDueCents > 0) refundsDue.push(toBalance(row, refundDueCents));
        continue;
      }
      const settlement = settle(
        chargesOf({ feeUsd: row.fee_usd }, row.field_trip_seat),
        toCents(row.paid_usd),
      );
      if (settlement.balanceDueCents > 0) {
        outstanding.push(toBalance(row, settlement.balanceDueCents));
      } else if (settlement.overpaidCents > 0) {
        refundsDue.push(toBalance(row, settlement.overpaidCents));
      }
    }
    const receivedUsd = total(receivedByDay.map((row) => row.amountUsd));
    const refundedUsd = total(refundedByDay.map((row) => row.amountUsd));
    return {
      from,
      to,
      receivedByDay,
      receivedByTypeAndMethod: byTypeAndMethod.map((row) => ({
        participantCategory: row.participant_category,
        method: row.method,
        payments: Number(row.payments),
        amountUsd: row.amount_usd,
      })),
      refundedByDay,
      outstanding,
      refundsDue,
      totals: {
        receivedUsd,
        refundedUsd,
        netReceivedUsd: centsToUsd(toCents(receivedUsd) - toCents(refundedUsd)),
        outstandingUsd: total(outstanding.map((row) => row.balanceUsd)),
        refundsDueUsd: total(refundsDue.map((row) => row.balanceUsd)),
      },
    };
  }
}
