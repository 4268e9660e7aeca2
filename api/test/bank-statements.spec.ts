import { readFileSync } from 'node:fs';
import type { RowDataPacket } from 'mysql2/promise';
import { registrationReference } from '@caawg11/conference';
import { csvLayoutCases } from '@caawg11/conference/cases';
import { newCsvLayoutMessage } from '../src/registrations-and-money/bank-statements/bank-statements.service.js';
import { unreadableStatementMessage } from '../src/registrations-and-money/bank-statements/statement-line.js';
import {
  bearer,
  createUser,
  insertPayment,
  insertRegistration,
  type TestUser,
} from './support/admin-fixtures.js';
import { multipartBody } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/bank-statements/${name}`, import.meta.url));

interface LineAnswer {
  date: string;
  amount: string;
  currency: string;
  reference: string;
  payerName: string;
  outcome: string;
  registrationId: string | null;
  amountDue: string | null;
}

describe('POST /api/admin/bank-statements', () => {
  let t: TestApp;
  let admin: TestUser;
  /** Registration ids by the number their reference quotes. */
  const registrations = new Map<number, string>();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, 'admin');
    for (const number of [1, 2, 3, 4, 5, 6, 7]) {
      const id = await insertRegistration(t, {
        reference: registrationReference(number),
        feeUsd: number === 2 ? 180 : number === 5 ? 200 : 150,
        paymentStatus: number === 3 ? 'verified' : 'pending',
      });
      registrations.set(number, id);
    }
    await insertPayment(t, registrations.get(7)!, { status: 'verified', amount: 100 });
  });

  afterAll(async () => {
    await t.close();
  });

  function upload(name: string, content: Buffer, fields: Record<string, string> = {}) {
    const body = multipartBody(fields, {
      field: 'file',
      filename: name,
      contentType: 'application/octet-stream',
      content,
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/bank-statements',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
  }

  function outcomes(lines: LineAnswer[]) {
    return lines.map((line) => [line.outcome, line.registrationId, line.amount, line.amountDue]);
  }

  async function count(table: string): Promise<number> {
    const [rows] = await t.db.query<RowDataPacket[]>(`SELECT COUNT(*) AS n FROM ${table}`);
    return Number(rows[0]?.n);
  }

  it('reads a camt.053 statement, matches each credit and books nothing', async () => {
    const paymentsBefore = await count('payments');
    const response = await upload('statement.xml', fixture('camt053-v02.xml'));
    expect(response.statusCode).toBe(201);
    const answer = response.json<{ success: boolean; id: string; lines: LineAnswer[] }>();
    expect(answer).toMatchObject({ success: true, id: expect.any(String) });
    expect(outcomes(answer.lines)).toEqual([
      ['paid', registrations.get(1), '150.00', '0.00'],
      ['paid', registrations.get(2), '180.00', '0.00'],
      ['already-paid', registrations.get(3), '150.00', '0.00'],
    ]);
    expect(answer.lines[0]).toMatchObject({
      date: '2025-08-04',
      currency: 'USD',
      reference: 'REG FEE caawg 11 - 0O01',
      registrationReference: 'CAAWG11-0001',
      payerName: 'Amina Okello',
    });
    expect(await count('payments')).toBe(paymentsBefore);
  });

  it('reads an MT940 file: a partial payment, then the rest of it', async () => {
    const response = await upload('statement.sta', fixture('mt940-sample.sta'));
    expect(response.statusCode).toBe(201);
    expect(outcomes(response.json<{ lines: LineAnswer[] }>().lines)).toEqual([
      ['partial', registrations.get(4), '90.00', '60.00'],
      ['overpaid', registrations.get(5), '240.00', '-40.00'],
      ['paid', registrations.get(4), '60.00', '0.00'],
    ]);
  });

  it('asks for the columns of a CSV layout it has never seen, then remembers them', async () => {
    const first = await upload('export.csv', fixture('csv-unseen-layout.csv'));
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({
      success: false,
      message: newCsvLayoutMessage,
      layout: { headers: expect.arrayContaining(['Posting date', 'Narrative', 'Credit']) },
    });

    const layout = csvLayoutCases.valid;
    const mapped = await upload('export.csv', fixture('csv-unseen-layout.csv'), {
      layout: JSON.stringify(layout),
    });
    expect(mapped.statusCode).toBe(201);
    const expected = [
      ['paid', registrations.get(6), '150.00', '0.00'],
      ['unmatched', null, '2500.00', null],
      ['overpaid', registrations.get(7), '150.00', '-100.00'],
    ];
    expect(outcomes(mapped.json<{ lines: LineAnswer[] }>().lines)).toEqual(expected);

    const again = await upload('next-week.csv', fixture('csv-unseen-layout.csv'));
    expect(again.statusCode).toBe(201);
    expect(outcomes(again.json<{ lines: LineAnswer[] }>().lines)).toEqual(expected);
  });

  it('says which field of a layout it cannot use', async () => {
    const response = await upload('export.csv', fixture('csv-unseen-layout.csv'), {
      layout: JSON.stringify({ dateColumn: 'Posting date', amountColumn: 'Credit' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: {
        referenceColumn: expect.any(String),
        dateFormat: 'Choose how this bank writes dates',
      },
    });
  });

  it.each([
    ['a PDF', 'statement.pdf', Buffer.from('%PDF-1.7\n1 0 obj\n')],
    [
      'XML of another kind',
      'payment.xml',
      Buffer.from('<?xml version="1.0"?><Document><CstmrCdtTrfInitn/></Document>'),
    ],
    ['a letter', 'letter.txt', Buffer.from('Dear finance team,\nour transfer is on its way.\n')],
  ])('answers %s with a 400 naming the formats it reads', async (_kind, name, content) => {
    const statementsBefore = await count('bank_statements');
    const response = await upload(name, content);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: unreadableStatementMessage,
      errors: { file: unreadableStatementMessage },
    });
    expect(await count('bank_statements')).toBe(statementsBefore);
  });

  it('keeps each import with who imported it, and shows it again by id', async () => {
    const response = await upload('statement.xml', fixture('camt053-v08.xml'));
    const { id } = response.json<{ id: string }>();
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bank-statements/${id}`,
      headers: bearer(admin.token),
    });
    expect(shown.statusCode).toBe(200);
    const recent = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bank-statements',
      headers: bearer(admin.token),
    });
    expect(recent.statusCode).toBe(200);
    expect(recent.json<{ data: unknown[] }>().data[0]).toMatchObject({
      id,
      fileName: 'statement.xml',
      lineCount: 1,
    });
    expect(shown.json()).toMatchObject({
      id,
      format: 'camt053',
      fileName: 'statement.xml',
      importedBy: admin.email,
      confirmedAt: null,
      lines: [
        { outcome: 'unmatched', amount: '1250.50', payerName: 'Geological Society of Ghana' },
      ],
    });
  });

  describe('lines finance decides by hand', () => {
    async function importCsv(): Promise<{ id: string; lines: Array<LineAnswer & { id: string }> }> {
      const response = await upload('export.csv', fixture('csv-unseen-layout.csv'));
      expect(response.statusCode).toBe(201);
      return response.json();
    }

    function decide(statementId: string, lineId: string, decision: string, payload: object) {
      return t.app.inject({
        method: 'PUT',
        url: `/api/admin/bank-statements/${statementId}/lines/${lineId}/${decision}`,
        payload,
        headers: bearer(admin.token),
      });
    }

    it('assigns an unmatched transfer to a registration and works out what it pays', async () => {
      const statement = await importCsv();
      const salary = statement.lines[1]!;
      expect(salary.outcome).toBe('unmatched');
      const response = await decide(statement.id, salary.id, 'assign', {
        registrationId: registrations.get(1),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ lines: LineAnswer[] }>().lines[1]).toMatchObject({
        outcome: 'overpaid',
        registrationId: registrations.get(1),
        amountDue: '-2350.00',
        resolution: 'assigned',
      });
      const [audit] = await t.db.query<RowDataPacket[]>(
        "SELECT action, actor_email FROM audit_log WHERE entity_type = 'bank-statement' AND entity_id = ? ORDER BY id",
        [statement.id],
      );
      expect(audit.map((row) => String(row.action))).toEqual([
        'bank-statement.imported',
        'bank-statement.line-assigned',
      ]);
    });

    it('sets a transfer aside with a comment, and asks for one', async () => {
      const statement = await importCsv();
      const line = statement.lines[1]!;
      const empty = await decide(statement.id, line.id, 'discard', { comment: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        errors: { comment: 'Say why this transfer is set aside' },
      });

      const response = await decide(statement.id, line.id, 'discard', {
        comment: 'Salary of a staff member, not a conference payment',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ lines: LineAnswer[] }>().lines[1]).toMatchObject({
        outcome: 'unmatched',
        registrationId: null,
        resolution: 'discarded',
        comment: 'Salary of a staff member, not a conference payment',
      });
    });

    it('says so when the registration or the line does not exist', async () => {
      const statement = await importCsv();
      const line = statement.lines[1]!;
      const noRegistration = await decide(statement.id, line.id, 'assign', {
        registrationId: '999999',
      });
      expect(noRegistration.statusCode).toBe(400);
      expect(noRegistration.json()).toMatchObject({
        errors: { registrationId: 'Registration not found' },
      });
      const noLine = await decide(statement.id, '999999', 'assign', {
        registrationId: registrations.get(1),
      });
      expect(noLine.statusCode).toBe(404);
      expect(noLine.json()).toMatchObject({ message: 'Statement line not found' });
    });
  });

  describe('booking a reviewed statement', () => {
    function confirm(statementId: string) {
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/bank-statements/${statementId}/confirm`,
        headers: bearer(admin.token),
      });
    }

    async function registrationRow(number: number): Promise<RowDataPacket> {
      const [rows] = await t.db.query<RowDataPacket[]>(
        `SELECT r.payment_status AS status,
                (SELECT COUNT(*) FROM payments p WHERE p.registration_id = r.id AND p.source = 'bank-statement') AS booked,
                (SELECT COUNT(*) FROM receipts WHERE registration_id = r.id) AS receipts
           FROM registrations r WHERE r.id = ?`,
        [registrations.get(number)],
      );
      return rows[0]!;
    }

    it('books matched lines with a receipt each, verifies exactly the registrations paid in full, and books nothing twice', async () => {
      const camt = await upload('statement.xml', fixture('camt053-v02.xml'));
      const booked = await confirm(camt.json<{ id: string }>().id);
      expect(booked.statusCode).toBe(201);
      expect(booked.json()).toMatchObject({ confirmedBy: admin.email });
      expect(await registrationRow(1)).toMatchObject({ status: 'verified', booked: 1 });
      expect(await registrationRow(2)).toMatchObject({ status: 'verified', booked: 1 });
      expect(await registrationRow(3)).toMatchObject({ status: 'verified', booked: 0 });

      const mt940 = await upload('statement.sta', fixture('mt940-sample.sta'));
      expect(mt940.json<{ lines: LineAnswer[] }>().lines.map((line) => line.outcome)).toEqual([
        'partial',
        'overpaid',
        'paid',
      ]);
      await confirm(mt940.json<{ id: string }>().id);
      expect(await registrationRow(4)).toMatchObject({
        status: 'verified',
        booked: 2,
        receipts: 2,
      });
      expect(await registrationRow(5)).toMatchObject({ status: 'verified', booked: 1 });

      // Each booked transfer is money received: five transfers, five receipts without a gap.
      const [issued] = await t.db.query<RowDataPacket[]>(
        'SELECT number FROM receipts ORDER BY number',
      );
      const numbers = issued.map((row) => Number(row.number));
      expect(numbers).toEqual(Array.from({ length: 5 }, (_, index) => numbers[0]! + index));
      for (const number of [1, 2, 5]) {
        expect(await registrationRow(number)).toMatchObject({ receipts: 1 });
      }
      expect(await registrationRow(3)).toMatchObject({ receipts: 0 });

      const [mails] = await t.db.query<RowDataPacket[]>(
        "SELECT recipient FROM outbox_messages WHERE template = 'payment-verified'",
      );
      expect(mails).toHaveLength(5);

      const paymentsBefore = await count('payments');
      const again = await upload('statement-again.xml', fixture('camt053-v02.xml'));
      expect(
        outcomes(again.json<{ lines: LineAnswer[] }>().lines).map(([outcome]) => outcome),
      ).toEqual(['duplicate', 'duplicate', 'already-paid']);
      const rebooked = await confirm(again.json<{ id: string }>().id);
      expect(rebooked.statusCode).toBe(201);
      expect(await count('payments')).toBe(paymentsBefore);
    });

    it('refuses to book a statement twice or to change a booked one', async () => {
      const statement = await upload('statement.xml', fixture('camt053-v08.xml'));
      const { id, lines } = statement.json<{ id: string; lines: Array<{ id: string }> }>();
      expect((await confirm(id)).statusCode).toBe(201);
      const change = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/bank-statements/${id}/lines/${lines[0]!.id}/discard`,
        payload: { comment: 'too late' },
        headers: bearer(admin.token),
      });
      expect(change.statusCode).toBe(409);
      const twice = await confirm(id);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({
        message: 'This statement has been booked already; it can no longer be changed.',
      });
    });
  });
});
