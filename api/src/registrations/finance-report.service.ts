import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  FinanceBalance,
  FinanceReport,
  ParticipantCategory,
  PaymentMethod,
} from '@caawg11/conference';
import { endOfConferenceDay } from '../common/conference-days.js';
import { fullName, referenceOf } from './admin/registration-view.js';

interface BalanceRow {
  id: string | number;
  reference: string | null;
  title: string;
  other_title: string | null;
  first_name: string;
  other_names: string;
  email: string;
  fee_usd: string;
  paid_usd: string;
  balance_usd: string;
}

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
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async report(from: string, to: string): Promise<FinanceReport> {
    const [byDay, byTypeAndMethod, balances] = await Promise.all([
      this.dataSource.query<{ date: string; payments: number | string; amount_usd: string }[]>(
        `SELECT DATE_FORMAT(payment_date, '%Y-%m-%d') AS date, COUNT(*) AS payments,
                CAST(SUM(amount) AS CHAR) AS amount_usd
           FROM payments
          WHERE status = 'verified' AND payment_date BETWEEN ? AND ?
          GROUP BY payment_date
          ORDER BY payment_date`,
        [from, to],
      ),
      this.dataSource.query<
        {
          participant_category: ParticipantCategory;
          method: PaymentMethod;
          payments: number | string;
          amount_usd: string;
        }[]
      >(
        `SELECT r.participant_category, p.method, COUNT(*) AS payments,
                CAST(SUM(p.amount) AS CHAR) AS amount_usd
           FROM payments p
           JOIN registrations r ON r.id = p.registration_id
          WHERE p.status = 'verified' AND p.payment_date BETWEEN ? AND ?
          GROUP BY r.participant_category, p.method
          ORDER BY r.participant_category, p.method`,
        [from, to],
      ),
      this.dataSource.query<BalanceRow[]>(
        `SELECT id, reference, title, other_title, first_name, other_names, email,
                CAST(fee AS CHAR) AS fee_usd, CAST(paid AS CHAR) AS paid_usd,
                CAST(fee - paid AS CHAR) AS balance_usd
           FROM (SELECT r.id, r.reference, r.title, r.other_title, r.first_name, r.other_names,
                        r.email, r.fee_usd AS fee, COALESCE(SUM(p.amount), 0) AS paid
                   FROM registrations r
                   LEFT JOIN payments p
                     ON p.registration_id = r.id AND p.status = 'verified'
                    AND p.payment_date <= ?
                  WHERE r.created_at < ?
                  GROUP BY r.id) balances
          WHERE fee <> paid
          ORDER BY id`,
        [to, endOfConferenceDay(to)],
      ),
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
