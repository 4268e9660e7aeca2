import type { RowDataPacket } from 'mysql2/promise';
import { toCents, type FinanceReport } from '@caawg11/conference';
import {
  bearer,
  createUser,
  insertRegistration,
  rows,
  type TestUser,
} from './support/admin-fixtures.js';
import { multipartBody } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** A small seeded generator (mulberry32): the same seed gives the same operations every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One credited transfer, as a bank's CAMT.053 statement carries it. */
function camt053(amount: string, description: string, day: number, key: string): Buffer {
  const date = `2025-08-${String(day).padStart(2, '0')}`;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>PROPERTY-${key}</MsgId><CreDtTm>${date}T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>PROPERTY-${key}</Id>
      <CreDtTm>${date}T06:00:00</CreDtTm>
      <Acct><Id><Othr><Id>9030012345678</Id></Othr></Id><Ccy>USD</Ccy></Acct>
      <Ntry>
        <Amt Ccy="USD">${amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${date}</Dt></BookgDt>
        <AcctSvcrRef>FT-${key}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Nm>Payer ${key}</Nm></Dbtr></RltdPties>
          <RmtInf><Ustrd>${description}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
`);
}

describe('the finance report adds up', () => {
  let t: TestApp;
  let finance: TestUser;
  const registrations: Array<{ id: string; reference: string }> = [];

  beforeAll(async () => {
    t = await createTestApp();
    finance = await createUser(t, 'finance');
    for (const fee of [150, 180, 100, 150, 250, 120]) {
      const id = await insertRegistration(t, { feeUsd: fee });
      const [row] = await rows<RowDataPacket>(
        t,
        'SELECT reference FROM registrations WHERE id = ?',
        [id],
      );
      registrations.push({ id, reference: row!.reference as string });
    }
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/admin/group-invoices',
      payload: {
        institutionName: 'Makerere University',
        postalAddress: 'Kampala',
        registrationIds: registrations.slice(0, 3).map((registration) => registration.id),
      },
      headers: bearer(finance.token),
    });
    expect(group.statusCode).toBe(201);
  });

  afterAll(async () => {
    await t.close();
  });

  function call(url: string, payload: object) {
    return t.app.inject({ method: 'POST', url, payload, headers: bearer(finance.token) });
  }

  async function paidCents(registrationId: string): Promise<number> {
    const [row] = await rows<RowDataPacket>(
      t,
      `SELECT CAST((SELECT COALESCE(SUM(amount), 0) FROM payments
                     WHERE registration_id = ? AND status = 'verified')
                  - (SELECT COALESCE(SUM(amount), 0) FROM refunds WHERE registration_id = ?) AS CHAR)
                AS paid`,
      [registrationId, registrationId],
    );
    return toCents(row!.paid as string);
  }

  async function bookStatement(amount: string, description: string, day: number, key: string) {
    const body = multipartBody(
      {},
      {
        field: 'file',
        filename: `${key}.xml`,
        contentType: 'application/octet-stream',
        content: camt053(amount, description, day, key),
      },
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bank-statements',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(finance.token) },
    });
    expect(imported.statusCode).toBe(201);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bank-statements/${imported.json<{ id: string }>().id}/confirm`,
      headers: bearer(finance.token),
    });
    expect(booked.statusCode).toBe(201);
  }

  it('totals equal the payments less the refunds in the database after a seeded run of payments, refunds and booked statements', async () => {
    const random = seeded(20251127);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const amount = (largest: number) => (1 + Math.floor(random() * largest * 100)) / 100;
    const done: Record<string, number> = { payment: 0, refund: 0, statement: 0, group: 0 };

    for (let step = 0; step < 36; step += 1) {
      const registration = pick(registrations);
      const day = 1 + Math.floor(random() * 28);
      const date = `2025-08-${String(day).padStart(2, '0')}`;
      const operation = pick(['payment', 'refund', 'statement', 'group'] as const);
      if (operation === 'payment') {
        const answer = await call(`/api/admin/registrations/${registration.id}/payments`, {
          method: pick(['bank-transfer', 'mobile-money', 'other']),
          reference: `DESK-${step}`,
          amount: amount(120),
          paymentDate: date,
        });
        expect(answer.statusCode).toBe(201);
      } else if (operation === 'refund') {
        const paid = await paidCents(registration.id);
        if (paid === 0) continue;
        const refund = (1 + Math.floor(random() * paid)) / 100;
        const answer = await call(`/api/admin/registrations/${registration.id}/refunds`, {
          amount: refund,
          method: 'bank-transfer',
          reference: `RF-${step}`,
          refundDate: date,
        });
        expect(answer.statusCode).toBe(201);
      } else if (operation === 'statement') {
        // The reference as a bank may mangle it: lower case, spaces, an O for a 0.
        const mangled = registration.reference.toLowerCase().replace('-0', ' O');
        await bookStatement(amount(200).toFixed(2), `fee ${mangled}`, day, `S${step}`);
      } else {
        await bookStatement(amount(400).toFixed(2), 'grp 0001 delegates', day, `G${step}`);
      }
      done[operation] = (done[operation] ?? 0) + 1;
    }
    // The run exercised every kind of operation, and the statements booked money.
    expect(Object.values(done).every((count) => count > 0)).toBe(true);
    const [booked] = await rows<RowDataPacket>(
      t,
      `SELECT SUM(source = 'bank-statement') AS statement,
              SUM(source = 'bank-statement' AND reference LIKE 'GRP-0001%') AS byGroup
         FROM payments`,
    );
    expect(Number(booked!.statement)).toBeGreaterThan(Number(booked!.byGroup));
    expect(Number(booked!.byGroup)).toBeGreaterThan(0);

    const report = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/finance-report?from=2025-01-01&to=2025-12-31',
      headers: bearer(finance.token),
    });
    expect(report.statusCode).toBe(200);
    const { totals } = report.json<{ data: FinanceReport }>().data;
    const [sums] = await rows<RowDataPacket>(
      t,
      `SELECT CAST((SELECT COALESCE(SUM(amount), 0) FROM payments WHERE status = 'verified') AS CHAR) AS received,
              CAST((SELECT COALESCE(SUM(amount), 0) FROM refunds) AS CHAR) AS refunded`,
    );
    const receivedCents = toCents(sums!.received as string);
    const refundedCents = toCents(sums!.refunded as string);
    expect(toCents(totals.receivedUsd)).toBe(receivedCents);
    expect(toCents(totals.refundedUsd)).toBe(refundedCents);
    expect(toCents(totals.netReceivedUsd)).toBe(receivedCents - refundedCents);

    // What is owed and what is to be refunded follow from each registration's fee and paid sum.
    let owedCents = 0;
    let overpaidCents = 0;
    for (const registration of registrations) {
      const [fee] = await rows<RowDataPacket>(
        t,
        'SELECT CAST(fee_usd AS CHAR) AS fee FROM registrations WHERE id = ?',
        [registration.id],
      );
      const difference = toCents(fee!.fee as string) - (await paidCents(registration.id));
      if (difference > 0) owedCents += difference;
      else overpaidCents -= difference;
    }
    expect(toCents(totals.outstandingUsd)).toBe(owedCents);
    expect(toCents(totals.refundsDueUsd)).toBe(overpaidCents);
  });
});
