import { Injectable } from '@nestjs/common';
import type { FinanceBalance, FinanceReport } from '@caawg11/conference';
import { endOfConferenceDay } from '../common/conference-days.js';
import { fullName, referenceOf } from './admin/registration-view.js';
import { RegistrationRepository, type BalanceRow } from './registration.repository.js';

/** A DECIMAL(…,2) the database sent as text, in whole cents: exact, unlike a float. */
function cents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return amount.startsWith('-') ? -value : value;
}

function dollars(amountCents: number): string {
  const sign = amountCents < 0 ? '-' : '';
  const absolute = Math.abs(amountCents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

function total(amounts: readonly string[]): string {
  return dollars(amounts.reduce((sum, amount) => sum + cents(amount), 0));
}

function toBalance(row: BalanceRow): FinanceBalance {
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
    balanceUsd: row.balance_usd.replace('-', ''),
  };
}

/**
 * What finance reports for a range of days: money received (verified payments, by their payment
 * date), and who owes or is owed as of the last day. Every sum is the database's DECIMAL sum.
 */
@Injectable()
export class FinanceReportService {
  constructor(private readonly registrations: RegistrationRepository) {}

  async report(from: string, to: string): Promise<FinanceReport> {
    const [byDay, byTypeAndMethod, balances] = await Promise.all([
      this.registrations.verifiedByDay(from, to),
      this.registrations.verifiedByCategoryAndMethod(from, to),
      this.registrations.unsettledBalances(to, endOfConferenceDay(to)),
    ]);
    const receivedByDay = byDay.map((row) => ({
      date: row.date,
      payments: Number(row.payments),
      amountUsd: row.amount_usd,
    }));
    const outstanding = balances.filter((row) => !row.balance_usd.startsWith('-')).map(toBalance);
    const refundsDue = balances.filter((row) => row.balance_usd.startsWith('-')).map(toBalance);
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
      outstanding,
      refundsDue,
      totals: {
        receivedUsd: total(receivedByDay.map((row) => row.amountUsd)),
        outstandingUsd: total(outstanding.map((row) => row.balanceUsd)),
        refundsDueUsd: total(refundsDue.map((row) => row.balanceUsd)),
      },
    };
  }
}
