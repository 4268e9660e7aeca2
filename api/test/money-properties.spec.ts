import fc from 'fast-check';
import type { RowDataPacket } from 'mysql2/promise';
import {
  centsToUsd,
  fieldTripPriceCents,
  toCents,
  type AdminRegistrationDetails,
  type FinanceReport,
} from '@caawg11/conference';
import { csvLayoutCases } from '@caawg11/conference/cases';
import {
  bearer,
  clearAdminTables,
  createUser,
  insertPayment,
  insertRegistration,
  rows,
  type TestUser,
} from './support/admin-fixtures.js';
import { multipartBody } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * Random sequences of what finance does to a few registrations (payments recorded, proofs
 * verified for what arrived or rejected, refunds, some of them for more than was paid,
 * cancellations on either side of the policy's dates, bank-statement lines booked) never let
 * what the api answers drift from the tables: after every step each registration's amount
 * paid, balance due, refund due and status, its receipts and credit notes, and the finance
 * report's totals are those the payments and refunds rows add up to, in cents.
 */

/** Sequences tried, each on registrations of its own; the file runs in about half a minute. */
const numRuns = 100;
/** The same sequences every run; a failure prints its seed and shrunk counterexample. */
const seed = 20251203;

/** The instant every rule sees between steps, before the policy's full-refund date. */
const baseInstant = '2025-07-15T10:00:00+03:00';
/** When a cancellation happens: inside the full window (100%), the partial (50%), or after (0%). */
const cancellationInstants = {
  full: '2025-07-20T10:00:00+03:00',
  partial: '2025-08-20T10:00:00+03:00',
  late: '2025-09-20T10:00:00+03:00',
} as const;
const reportRange = 'from=2025-01-01&to=2025-12-31';
const bookable = new Set(['paid', 'partial', 'overpaid']);

/** An amount in cents, or exactly what the registration still owes (a cent when nothing). */
type Amount = number | 'balance';

type Step =
  | { kind: 'pay'; who: number; amount: Amount; day: number }
  | { kind: 'proof'; who: number; claimed: Amount; received: number | null; verdict: 'verify' }
  | { kind: 'proof'; who: number; claimed: Amount; verdict: 'reject' }
  | { kind: 'refund'; who: number; permille: number; overBy: number; day: number }
  | { kind: 'cancel'; who: number; when: keyof typeof cancellationInstants }
  | { kind: 'statement'; who: number; amount: Amount; day: number };

interface RegistrationSpec {
  feeCents: number;
  fieldTrip: boolean;
}

const who = fc.nat({ max: 2 });
const day = fc.integer({ min: 1, max: 28 });
const amount: fc.Arbitrary<Amount> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 40_000 }) },
  { weight: 1, arbitrary: fc.constant('balance' as const) },
);

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay'), who, amount, day }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('proof'),
      who,
      claimed: amount,
      received: fc.option(fc.integer({ min: 1, max: 40_000 }), { nil: null }),
      verdict: fc.constant('verify'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('proof'),
      who,
      claimed: amount,
      verdict: fc.constant('reject'),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('refund'),
      who,
      // A share of what is paid (1000: all of it), and how far past it (0: not past).
      permille: fc.integer({ min: 1, max: 1000 }),
      overBy: fc.oneof(
        { weight: 3, arbitrary: fc.constant(0) },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: 5_000 }) },
      ),
      day,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cancel'),
      who,
      when: fc.constantFrom('full', 'partial', 'late'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('statement'), who, amount, day }) },
);

const registrationSpecs: fc.Arbitrary<RegistrationSpec[]> = fc.array(
  fc.record({
    feeCents: fc.constantFrom(15_000, 10_000, 5_050, 25_000, 18_025),
    fieldTrip: fc.boolean(),
  }),
  { minLength: 3, maxLength: 3 },
);

/** One row per registration, every figure straight from the tables. */
interface TableRow extends RowDataPacket {
  id: number | string;
  fee: string;
  status: string;
  received: string;
  refunded: string;
  seat: string | null;
  cancelled: number | string;
  percent: number | null;
  verifiedPayments: number | string;
  receipts: number | string;
  receiptsForVerified: number | string;
  refunds: number | string;
  creditNotes: number | string;
  notesForRefunds: number | string;
}

const tableSql = `
  SELECT r.id, CAST(r.fee_usd AS CHAR) AS fee, r.payment_status AS status,
         CAST((SELECT COALESCE(SUM(p.amount), 0) FROM payments p
                WHERE p.registration_id = r.id AND p.status = 'verified') AS CHAR) AS received,
         CAST((SELECT COALESCE(SUM(f.amount), 0) FROM refunds f
                WHERE f.registration_id = r.id) AS CHAR) AS refunded,
         (SELECT s.status FROM field_trip_seats s WHERE s.registration_id = r.id) AS seat,
         r.cancelled_at IS NOT NULL AS cancelled,
         r.cancellation_refund_percent AS percent,
         (SELECT COUNT(*) FROM payments p
           WHERE p.registration_id = r.id AND p.status = 'verified') AS verifiedPayments,
         (SELECT COUNT(*) FROM receipts c WHERE c.registration_id = r.id) AS receipts,
         (SELECT COUNT(*) FROM receipts c JOIN payments p ON p.id = c.payment_id
           WHERE c.registration_id = r.id AND p.registration_id = r.id
             AND p.status = 'verified' AND c.amount_cents = ROUND(p.amount * 100))
           AS receiptsForVerified,
         (SELECT COUNT(*) FROM refunds f WHERE f.registration_id = r.id) AS refunds,
         (SELECT COUNT(*) FROM credit_notes n WHERE n.registration_id = r.id) AS creditNotes,
         (SELECT COUNT(*) FROM credit_notes n JOIN refunds f ON f.id = n.refund_id
           WHERE n.registration_id = r.id AND f.registration_id = r.id
             AND n.amount_cents = ROUND(f.amount * 100)) AS notesForRefunds
    FROM registrations r`;

/** What the tables say a registration stands at, by the rules of standing.ts and settle(). */
interface Expected {
  feeCents: number;
  paidCents: number;
  chargedCents: number;
  cancelled: boolean;
  /** Owed by the registration: nothing once cancelled. */
  balanceDueCents: number;
  /** Owed to it: past its charges, or its policy share less refunds once cancelled. */
  refundDueCents: number;
}

function expectedOf(row: TableRow): Expected {
  const feeCents = toCents(row.fee);
  const receivedCents = toCents(row.received);
  const refundedCents = toCents(row.refunded);
  const paidCents = receivedCents - refundedCents;
  const chargedCents =
    feeCents + (row.seat === 'held' || row.seat === 'paid' ? fieldTripPriceCents : 0);
  const cancelled = Number(row.cancelled) === 1;
  if (cancelled) {
    const entitled = Math.round((receivedCents * Number(row.percent ?? 0)) / 100);
    return {
      feeCents,
      paidCents,
      chargedCents,
      cancelled,
      balanceDueCents: 0,
      refundDueCents: Math.max(entitled - refundedCents, 0),
    };
  }
  return {
    feeCents,
    paidCents,
    chargedCents,
    cancelled,
    balanceDueCents: Math.max(chargedCents - paidCents, 0),
    refundDueCents: Math.max(paidCents - chargedCents, 0),
  };
}

/** A one-line CSV statement in the layout of fixtures/bank-statements/csv-unseen-layout.csv. */
function csvStatement(reference: string, cents: number, dayOfMonth: number, payer: string) {
  const date = `${String(dayOfMonth).padStart(2, '0')}.08.2025`;
  const credit = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
  return Buffer.from(
    [
      'Account statement;Centenary Bank Uganda',
      'Account;3100012345;USD',
      'Period;01.08.2025 - 31.08.2025',
      '',
      'Posting date;Value date;Narrative;Counterparty;Debit;Credit;Balance;CCY',
      `${date};${date};"TRF ${reference}; conference";${payer};;${credit};${credit};USD`,
      '',
    ].join('\n'),
  );
}

describe('money stays equal to the sums of its tables', () => {
  let t: TestApp;
  let finance: TestUser;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(baseInstant);
    finance = await createUser(t, 'finance', 'money-properties@example.org');
  });

  afterAll(async () => {
    await t.close();
  });

  function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: bearer(finance.token),
      ...(payload ? { payload } : {}),
    });
  }

  async function tableRows(ids?: readonly string[]): Promise<TableRow[]> {
    return ids
      ? rows<TableRow>(t, `${tableSql} WHERE r.id IN (?) ORDER BY r.id`, [ids])
      : rows<TableRow>(t, `${tableSql} ORDER BY r.id`);
  }

  async function tableRow(id: string): Promise<TableRow> {
    const [row] = await tableRows([id]);
    return row!;
  }

  async function details(id: string): Promise<AdminRegistrationDetails> {
    const response = await call('GET', `/api/admin/registrations/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: AdminRegistrationDetails }>().data;
  }

  async function count(sql: string, values: unknown[]): Promise<number> {
    const [row] = await rows<RowDataPacket>(t, sql, values);
    return Number(row!.n);
  }

  /** The cents an amount stands for on this registration now. */
  async function centsOf(id: string, chosen: Amount): Promise<number> {
    if (chosen !== 'balance') return chosen;
    return Math.max(expectedOf(await tableRow(id)).balanceDueCents, 1);
  }

  /** Each registration of the run, and the finance report over them. */
  async function expectInvariants(ids: readonly string[]): Promise<void> {
    for (const row of await tableRows(ids)) {
      const id = String(row.id);
      const expected = expectedOf(row);
      const shown = await details(id);
      expect({
        id,
        amountPaid: toCents(shown.amountPaid),
        balanceDue: toCents(shown.balanceDue),
        refundDue: shown.cancellation ? toCents(shown.cancellation.refundDue) : null,
        seat: shown.fieldTripSeat?.status ?? null,
      }).toEqual({
        id,
        amountPaid: expected.paidCents,
        balanceDue: expected.balanceDueCents,
        refundDue: expected.cancelled ? expected.refundDueCents : null,
        seat: row.seat,
      });
      // A held seat counts as paid exactly while nothing is owed; a cancellation gave it back.
      expect({ id, seat: row.seat }).toEqual({
        id,
        seat: row.seat === null ? null : expected.balanceDueCents === 0 ? 'paid' : 'held',
      });
      // Verified exactly while the registration fee is covered (no organiser sets a status here).
      expect({ id, verified: row.status === 'verified' }).toEqual({
        id,
        verified: expected.paidCents >= expected.feeCents,
      });
      expect({
        id,
        receipts: Number(row.receipts),
        receiptsForVerified: Number(row.receiptsForVerified),
        creditNotes: Number(row.creditNotes),
        notesForRefunds: Number(row.notesForRefunds),
      }).toEqual({
        id,
        receipts: Number(row.verifiedPayments),
        receiptsForVerified: Number(row.verifiedPayments),
        creditNotes: Number(row.refunds),
        notesForRefunds: Number(row.refunds),
      });
    }

    const response = await call('GET', `/api/admin/payments/finance-report?${reportRange}`);
    expect(response.statusCode).toBe(200);
    const report = response.json<{ data: FinanceReport }>().data;
    const everyone = (await tableRows()).map((row) => ({ id: String(row.id), ...expectedOf(row) }));
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const [money] = await rows<RowDataPacket>(
      t,
      `SELECT CAST((SELECT COALESCE(SUM(amount), 0) FROM payments WHERE status = 'verified') AS CHAR)
                AS received,
              CAST((SELECT COALESCE(SUM(amount), 0) FROM refunds) AS CHAR) AS refunded`,
    );
    const receivedCents = toCents(money!.received as string);
    const refundedCents = toCents(money!.refunded as string);
    expect({
      received: toCents(report.totals.receivedUsd),
      refunded: toCents(report.totals.refundedUsd),
      net: toCents(report.totals.netReceivedUsd),
      outstanding: toCents(report.totals.outstandingUsd),
      refundsDue: toCents(report.totals.refundsDueUsd),
    }).toEqual({
      received: receivedCents,
      refunded: refundedCents,
      net: receivedCents - refundedCents,
      outstanding: sum(everyone.map((row) => row.balanceDueCents)),
      refundsDue: sum(everyone.map((row) => row.refundDueCents)),
    });
    const listed = (lines: FinanceReport['outstanding']) =>
      Object.fromEntries(
        lines
          .filter((line) => ids.includes(line.registrationId))
          .map((line) => [line.registrationId, toCents(line.balanceUsd)]),
      );
    const ofRun = everyone.filter((row) => ids.includes(row.id));
    expect(listed(report.outstanding)).toEqual(
      Object.fromEntries(
        ofRun.filter((row) => row.balanceDueCents > 0).map((row) => [row.id, row.balanceDueCents]),
      ),
    );
    expect(listed(report.refundsDue)).toEqual(
      Object.fromEntries(
        ofRun.filter((row) => row.refundDueCents > 0).map((row) => [row.id, row.refundDueCents]),
      ),
    );
  }

  async function pay(id: string, cents: number, dayOfMonth: number): Promise<string> {
    const { cancelled } = expectedOf(await tableRow(id));
    const receiptsBefore = await count(
      'SELECT COUNT(*) AS n FROM receipts WHERE registration_id = ?',
      [id],
    );
    const answer = await call('POST', `/api/admin/registrations/${id}/payments`, {
      method: 'other',
      reference: `DESK-${++counter}`,
      amount: cents / 100,
      paymentDate: `2025-07-${String(dayOfMonth).padStart(2, '0')}`,
    });
    expect(answer.statusCode).toBe(201);
    expect(toCents(answer.json<{ data: { amount: string } }>().data.amount)).toBe(cents);
    await expectNewestReceipt(id, cents, receiptsBefore);
    return cancelled ? 'payment after cancellation' : 'payment recorded';
  }

  /** The receipt just issued is for the money received and states the balance left then. */
  async function expectNewestReceipt(id: string, cents: number, receiptsBefore: number) {
    const [receipt] = await rows<RowDataPacket>(
      t,
      'SELECT amount_cents, balance_cents FROM receipts WHERE registration_id = ? ORDER BY number DESC LIMIT 1',
      [id],
    );
    expect(await count('SELECT COUNT(*) AS n FROM receipts WHERE registration_id = ?', [id])).toBe(
      receiptsBefore + 1,
    );
    expect({
      amount: Number(receipt!.amount_cents),
      balance: Number(receipt!.balance_cents),
    }).toEqual({ amount: cents, balance: toCents((await details(id)).balanceDue) });
  }

  async function proof(id: string, s: Extract<Step, { kind: 'proof' }>): Promise<string> {
    const claimed = await centsOf(id, s.claimed);
    const proofId = await insertPayment(t, id, {
      amount: claimed / 100,
      reference: `PROOF-${++counter}`,
    });
    if (s.verdict === 'reject') {
      const answer = await call('PUT', `/api/admin/payments/${proofId}/reject`, {
        notes: 'The transfer has not arrived.',
      });
      expect(answer.statusCode).toBe(200);
      const [payment] = await rows<RowDataPacket>(t, 'SELECT status FROM payments WHERE id = ?', [
        proofId,
      ]);
      expect(payment!.status).toBe('rejected');
      expect(
        await count('SELECT COUNT(*) AS n FROM receipts WHERE payment_id = ?', [proofId]),
      ).toBe(0);
      return 'proof rejected';
    }
    const receiptsBefore = await count(
      'SELECT COUNT(*) AS n FROM receipts WHERE registration_id = ?',
      [id],
    );
    const answer = await call(
      'PUT',
      `/api/admin/payments/${proofId}/verify`,
      s.received === null ? {} : { amount: s.received / 100 },
    );
    expect(answer.statusCode).toBe(200);
    await expectNewestReceipt(id, s.received ?? claimed, receiptsBefore);
    return 'proof verified';
  }

  async function refund(id: string, s: Extract<Step, { kind: 'refund' }>): Promise<string> {
    const before = expectedOf(await tableRow(id));
    const paid = Math.max(before.paidCents, 0);
    const cents = Math.max(Math.ceil((paid * s.permille) / 1000), 1) + s.overBy;
    const refundsBefore = await count(
      'SELECT COUNT(*) AS n FROM refunds WHERE registration_id = ?',
      [id],
    );
    const answer = await call('POST', `/api/admin/registrations/${id}/refunds`, {
      amount: cents / 100,
      method: 'bank-transfer',
      reference: `RF-${++counter}`,
      refundDate: `2025-08-${String(s.day).padStart(2, '0')}`,
    });
    if (cents > before.paidCents) {
      // More than was paid: refused on the amount, and nothing is stored.
      expect({ cents, status: answer.statusCode }).toEqual({ cents, status: 400 });
      expect(answer.json()).toMatchObject({ errors: { amount: expect.any(String) } });
      expect(await count('SELECT COUNT(*) AS n FROM refunds WHERE registration_id = ?', [id])).toBe(
        refundsBefore,
      );
      return 'refund refused';
    }
    expect({ cents, status: answer.statusCode }).toEqual({ cents, status: 201 });
    const body = answer.json<{ data: { amount: string; amountPaid: string } }>().data;
    expect(toCents(body.amount)).toBe(cents);
    expect(toCents(body.amountPaid)).toBe(before.paidCents - cents);
    const [note] = await rows<RowDataPacket>(
      t,
      'SELECT amount_cents, paid_after_cents FROM credit_notes WHERE registration_id = ? ORDER BY number DESC LIMIT 1',
      [id],
    );
    expect({
      amount: Number(note!.amount_cents),
      paidAfter: Number(note!.paid_after_cents),
    }).toEqual({ amount: cents, paidAfter: before.paidCents - cents });
    return before.cancelled ? 'refund after cancellation' : 'refund recorded';
  }

  async function cancel(id: string, when: keyof typeof cancellationInstants): Promise<string> {
    const wasCancelled = expectedOf(await tableRow(id)).cancelled;
    t.setNow(cancellationInstants[when]);
    try {
      const answer = await call('POST', `/api/admin/registrations/${id}/cancel`, {
        reason: 'Visa refused',
      });
      expect(answer.statusCode).toBe(wasCancelled ? 409 : 200);
    } finally {
      t.setNow(baseInstant);
    }
    const [row] = await rows<RowDataPacket>(
      t,
      'SELECT cancellation_refund_percent AS percent FROM registrations WHERE id = ?',
      [id],
    );
    if (!wasCancelled) {
      expect(Number(row!.percent)).toBe({ full: 100, partial: 50, late: 0 }[when]);
    }
    // A cancelled registration gives its field-trip seat back.
    expect(
      await count('SELECT COUNT(*) AS n FROM field_trip_seats WHERE registration_id = ?', [id]),
    ).toBe(0);
    return wasCancelled ? 'cancellation refused' : 'registration cancelled';
  }

  async function statement(id: string, cents: number, dayOfMonth: number): Promise<string> {
    const { cancelled, chargedCents, paidCents } = expectedOf(await tableRow(id));
    // The review counts the line against the ledger's charges (the fee and a held seat) less
    // what is paid (verified payments less refunds), a cancelled registration's included.
    const dueBefore = chargedCents - paidCents;
    const dueAfter = dueBefore - cents;
    const review =
      dueBefore <= 0
        ? { outcome: 'already-paid', amountDue: centsToUsd(dueBefore) }
        : {
            outcome: dueAfter === 0 ? 'paid' : dueAfter > 0 ? 'partial' : 'overpaid',
            amountDue: centsToUsd(dueAfter),
          };
    const [registration] = await rows<RowDataPacket>(
      t,
      'SELECT reference FROM registrations WHERE id = ?',
      [id],
    );
    const content = csvStatement(
      registration!.reference as string,
      cents,
      dayOfMonth,
      `Payer ${++counter}`,
    );
    const body = multipartBody(
      { layout: JSON.stringify(csvLayoutCases.valid) },
      {
        field: 'file',
        filename: `statement-${counter}.csv`,
        contentType: 'text/csv',
        content,
      },
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bank-statements',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(finance.token) },
    });
    expect(imported.statusCode).toBe(201);
    const { id: statementId, lines } = imported.json<{
      id: string;
      lines: Array<{
        outcome: string;
        registrationId: string | null;
        amount: string;
        amountDue: string | null;
      }>;
    }>();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ registrationId: id, amount: centsToUsd(cents), ...review });
    const bookedBefore = await count(
      "SELECT COUNT(*) AS n FROM payments WHERE registration_id = ? AND source = 'bank-statement'",
      [id],
    );
    const receiptsBefore = await count(
      'SELECT COUNT(*) AS n FROM receipts WHERE registration_id = ?',
      [id],
    );
    const confirmed = await call('POST', `/api/admin/bank-statements/${statementId}/confirm`);
    expect(confirmed.statusCode).toBe(201);
    const [line] = confirmed.json<{
      lines: Array<{ outcome: string; resolution: string | null }>;
    }>().lines;
    // The line is booked as the statement's review said it would be.
    const willBook = bookable.has(line!.outcome);
    expect(line!.resolution).toBe(willBook ? 'booked' : null);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM payments WHERE registration_id = ? AND source = 'bank-statement'",
        [id],
      ),
    ).toBe(bookedBefore + (willBook ? 1 : 0));
    if (!willBook) return `statement line ${line!.outcome}`;
    await expectNewestReceipt(id, cents, receiptsBefore);
    return cancelled ? 'statement line booked after cancellation' : 'statement line booked';
  }

  async function apply(ids: readonly string[], s: Step): Promise<string> {
    const id = ids[s.who % ids.length]!;
    switch (s.kind) {
      case 'pay':
        return pay(id, await centsOf(id, s.amount), s.day);
      case 'proof':
        return proof(id, s);
      case 'refund':
        return refund(id, s);
      case 'cancel':
        return cancel(id, s.when);
      case 'statement':
        return statement(id, await centsOf(id, s.amount), s.day);
    }
  }

  it('after every payment, proof, refund, cancellation and booked statement line', async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        registrationSpecs,
        fc.array(step, { minLength: 1, maxLength: 20 }),
        async (specs, steps) => {
          // Each run starts from empty tables, so a shrunk counterexample replays on its own.
          for (const table of [
            'bank_transfers_booked',
            'bank_statement_lines',
            'bank_statements',
          ]) {
            await t.db.query(`DELETE FROM ${table}`);
          }
          await clearAdminTables(t);
          const ids: string[] = [];
          for (const spec of specs) {
            const id = await insertRegistration(t, {
              feeUsd: spec.feeCents / 100,
              fieldTrip: spec.fieldTrip,
            });
            if (spec.fieldTrip) {
              await t.db.query(
                "INSERT INTO field_trip_seats (registration_id, status, pay_by) VALUES (?, 'held', '2025-09-15')",
                [id],
              );
            }
            ids.push(id);
          }
          await expectInvariants(ids);
          for (const s of steps) {
            const outcome = await apply(ids, s);
            await expectInvariants(ids);
            seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
          }
        },
      ),
      { numRuns, seed },
    );
    // The runs took every turn each kind of step can take.
    expect([...seen.keys()].sort()).toEqual([
      'cancellation refused',
      'payment after cancellation',
      'payment recorded',
      'proof rejected',
      'proof verified',
      'refund after cancellation',
      'refund recorded',
      'refund refused',
      'registration cancelled',
      'statement line already-paid',
      'statement line booked',
      'statement line booked after cancellation',
    ]);
  }, 300_000);
});
