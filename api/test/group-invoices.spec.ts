import { readFileSync } from 'node:fs';
import type { RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import type { BankStatementView, GroupInvoiceView } from '@caawg11/conference';
import { AccessLinksService } from '../src/registrations-and-money/access-links/access-links.service.js';
import { bearer, createUser, insertRegistration, type TestUser } from './support/admin-fixtures.js';
import { multipartBody } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { textOf } from './support/pdf-text.js';

const institution = {
  institutionName: 'Makerere University',
  postalAddress: 'Bursar, P.O. Box 7062\nKampala, Uganda',
  taxId: '1000023456',
  purchaseOrder: 'PO-2025-118',
};

describe('group invoices', () => {
  let t: TestApp;
  let admin: TestUser;
  let finance: TestUser;
  /** Three registrations per group, oldest first: a, b and c. */
  const groups: Record<'a' | 'b' | 'c', string[]> = { a: [], b: [], c: [] };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, 'admin');
    finance = await createUser(t, 'finance');
    for (const [group, fees] of [
      ['a', [150, 150, 150]],
      ['b', [150, 180, 150]],
      ['c', [150, 150]],
    ] as const) {
      for (const [index, fee] of fees.entries()) {
        groups[group].push(
          await insertRegistration(t, {
            feeUsd: fee,
            firstName: `Delegate${group.toUpperCase()}${index + 1}`,
            otherNames: 'Nakato',
            participantCategory: index === 1 ? 'student' : 'non-member',
          }),
        );
      }
    }
    // One delegate of the first group reads French: her receipt will be in French.
    await t.db.query("UPDATE registrations SET language = 'fr' WHERE id = ?", [groups.a[1]]);
  });

  afterAll(async () => {
    await t.close();
  });

  function create(body: object, token = finance.token) {
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/group-invoices',
      payload: body,
      headers: bearer(token),
    });
  }

  async function registration(id: string): Promise<RowDataPacket> {
    const [rows] = await t.db.query<RowDataPacket[]>(
      `SELECT r.payment_status AS status, r.reference,
              (SELECT COUNT(*) FROM receipts WHERE registration_id = r.id) AS receipts,
              (SELECT CAST(COALESCE(SUM(amount), 0) AS CHAR) FROM payments
                WHERE registration_id = r.id AND status = 'verified') AS paid
         FROM registrations r WHERE r.id = ?`,
      [id],
    );
    return rows[0]!;
  }

  it('refuses an invoice without an institution or registrations, with the field messages', async () => {
    const response = await create({ institutionName: ' ', postalAddress: '', registrationIds: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: {
        institutionName: 'Enter the name of the institution the invoice is addressed to',
        postalAddress: "Enter the institution's postal address",
        registrationIds: 'Choose at least one registration for the invoice',
      },
    });
    const unknown = await create({ ...institution, registrationIds: ['999999'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: { registrationIds: 'One of the chosen registrations does not exist' },
    });
  });

  it('creates GRP-0001 for three delegates, lists it, and refuses a second live invoice for one of them', async () => {
    const created = await create({ ...institution, registrationIds: groups.a });
    expect(created.statusCode).toBe(201);
    const invoice = created.json<{ data: GroupInvoiceView }>().data;
    expect(invoice).toMatchObject({
      reference: 'GRP-0001',
      institutionName: 'Makerere University',
      status: 'live',
      registrationCount: 3,
      total: '450.00',
      amountPaid: '0.00',
      balanceDue: '450.00',
      language: 'en',
      createdBy: finance.email,
    });
    expect(invoice.delegates.map((delegate) => delegate.registrationId)).toEqual(groups.a);

    const clash = await create({ ...institution, registrationIds: [groups.b[0], groups.a[2]] });
    expect(clash.statusCode).toBe(409);
    const clashReference = (await registration(groups.a[2]!)).reference as string;
    expect(clash.json()).toMatchObject({
      message: `${clashReference} is already on group invoice GRP-0001; cancel that invoice first`,
    });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/group-invoices',
      headers: bearer(finance.token),
    });
    expect(list.json()).toMatchObject({
      count: 1,
      data: [{ reference: 'GRP-0001', registrationCount: 3, balanceDue: '450.00' }],
    });
    const [audit] = await t.db.query<RowDataPacket[]>(
      "SELECT actor_email AS actor FROM audit_log WHERE action = 'group-invoice.created'",
    );
    expect(audit).toEqual([{ actor: finance.email }]);
  });

  it("prints each delegate, the total, the bank details and the group reference in the invoice's PDF", async () => {
    const pdf = await t.app.inject({
      method: 'GET',
      url: '/api/admin/group-invoices/1/pdf',
      headers: bearer(finance.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await textOf(pdf.rawPayload);
    for (const id of groups.a) {
      const { reference } = await registration(id);
      expect(text).toContain(reference as string);
    }
    for (const expected of [
      'Group invoice',
      'GRP-0001',
      'Makerere University',
      'Tax ID: 1000023456',
      'Purchase order: PO-2025-118',
      'DelegateA1 Nakato',
      'DelegateA2 Nakato',
      'DelegateA3 Nakato',
      'Student',
      'Non-member',
      'Total $450.00',
      'Already received $0.00',
      'Amount due $450.00',
      'Stanbic Bank Uganda Limited',
      'Quote GRP-0001 as the transfer reference',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('e-mails the invoice to the address given, in its language, and refuses a bad address', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/group-invoices/1/send',
      payload: { email: 'not an address' },
      headers: bearer(finance.token),
    });
    expect(bad.statusCode).toBe(400);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/group-invoices/1/send',
      payload: { email: 'Bursar@Mak.ac.ug' },
      headers: bearer(finance.token),
    });
    expect(sent.statusCode).toBe(200);
    const [mails] = await t.db.query<RowDataPacket[]>(
      "SELECT recipient, language FROM outbox_messages WHERE template = 'group-invoice'",
    );
    expect(mails).toEqual([{ recipient: 'bursar@mak.ac.ug', language: 'en' }]);
  });

  function uploadStatement() {
    const body = multipartBody(
      {},
      {
        field: 'file',
        filename: 'statement.xml',
        contentType: 'application/octet-stream',
        content: readFileSync(
          new URL('./fixtures/bank-statements/camt053-group-invoices.xml', import.meta.url),
        ),
      },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/bank-statements',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(finance.token) },
    });
  }

  it('a group invoice for three delegates is paid by one CAMT.053 transfer quoting a mangled group reference and all three become verified; a short payment leaves the last ones owing; an overpayment stays on the line', async () => {
    expect((await create({ ...institution, registrationIds: groups.b })).statusCode).toBe(201);
    expect(
      (await create({ ...institution, registrationIds: groups.c, language: 'fr' })).statusCode,
    ).toBe(201);
    const references = async (ids: string[]) =>
      Promise.all(ids.map(async (id) => (await registration(id)).reference as string));
    const [a, b, c] = [
      await references(groups.a),
      await references(groups.b),
      await references(groups.c),
    ];

    const imported = await uploadStatement();
    expect(imported.statusCode).toBe(201);
    const statement = imported.json<BankStatementView>();
    expect(statement.lines.map((line) => [line.outcome, line.amountDue])).toEqual([
      ['paid', '0.00'],
      ['partial', '280.00'],
      ['overpaid', '-100.00'],
    ]);
    expect(statement.lines[0]!.group).toEqual({
      reference: 'GRP-0001',
      shares: a.map((reference, index) => ({
        registrationId: groups.a[index],
        registrationReference: reference,
        amount: '150.00',
        amountDue: '0.00',
      })),
      stillOwing: [],
      unmatchedRemainder: '0.00',
    });
    expect(statement.lines[1]!.group).toMatchObject({
      reference: 'GRP-0002',
      shares: [
        { registrationReference: b[0], amount: '150.00', amountDue: '0.00' },
        { registrationReference: b[1], amount: '50.00', amountDue: '130.00' },
      ],
      stillOwing: [b[1], b[2]],
      unmatchedRemainder: '0.00',
    });
    expect(statement.lines[2]!.group).toMatchObject({
      reference: 'GRP-0003',
      stillOwing: [],
      unmatchedRemainder: '100.00',
    });
    expect(statement.lines[2]!.group!.shares.map((share) => share.registrationReference)).toEqual(
      c,
    );
    // Nothing is booked before the statement is confirmed.
    expect(await registration(groups.a[0]!)).toMatchObject({ status: 'pending', receipts: 0 });

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bank-statements/${statement.id}/confirm`,
      headers: bearer(finance.token),
    });
    expect(confirmed.statusCode).toBe(201);
    for (const id of groups.a) {
      expect(await registration(id)).toMatchObject({
        status: 'verified',
        receipts: 1,
        paid: '150.00',
      });
    }
    expect(await registration(groups.b[0]!)).toMatchObject({ status: 'verified', paid: '150.00' });
    expect(await registration(groups.b[1]!)).toMatchObject({
      status: 'pending',
      receipts: 1,
      paid: '50.00',
    });
    expect(await registration(groups.b[2]!)).toMatchObject({ status: 'pending', receipts: 0 });
    for (const id of groups.c) {
      expect(await registration(id)).toMatchObject({ status: 'verified', paid: '150.00' });
    }
    const detail = await t.app.inject({
      method: 'GET',
      url: '/api/admin/group-invoices/2',
      headers: bearer(finance.token),
    });
    expect(detail.json()).toMatchObject({
      data: { total: '480.00', amountPaid: '200.00', balanceDue: '280.00' },
    });

    // Her share's receipt is in her language.
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/admin/registrations/${groups.a[1]}/receipt`,
      headers: bearer(finance.token),
    });
    const text = await textOf(receipt.rawPayload);
    expect(text).toContain('Reçu');
    expect(text).toContain('Montant reçu 150,00');
  });

  it('cancels an invoice with a reason, which frees its registrations for another', async () => {
    const noReason = await t.app.inject({
      method: 'POST',
      url: '/api/admin/group-invoices/2/cancel',
      payload: { reason: '' },
      headers: bearer(finance.token),
    });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/admin/group-invoices/2/cancel',
      payload: { reason: 'The university pays each delegate separately' },
      headers: bearer(finance.token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      data: {
        status: 'cancelled',
        cancellationReason: 'The university pays each delegate separately',
      },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/group-invoices/2/cancel',
      payload: { reason: 'twice' },
      headers: bearer(finance.token),
    });
    expect(again.statusCode).toBe(409);
    const replacement = await create({ ...institution, registrationIds: [groups.b[2]] });
    expect(replacement.json()).toMatchObject({ data: { reference: 'GRP-0004' } });
    const pdf = await t.app.inject({
      method: 'GET',
      url: '/api/admin/group-invoices/2/pdf',
      headers: bearer(admin.token),
    });
    expect(await textOf(pdf.rawPayload)).toContain('Cancelled on');
  });

  describe('from the access-link page', () => {
    let delegate: string;
    let token: string;

    beforeAll(async () => {
      delegate = await insertRegistration(t, { email: 'lead@uonbi.ac.ke', feeUsd: 150 });
      await t.db.query("UPDATE registrations SET language = 'pt' WHERE id = ?", [delegate]);
      const issued = await t.app
        .get(DataSource)
        .transaction((manager) => t.app.get(AccessLinksService).issue(manager, delegate));
      token = new URL(issued.link).searchParams.get('token')!;
    });

    function post(path: string, payload: object, accessToken = token) {
      return t.app.inject({
        method: 'POST',
        url: `/api/my-registration/${path}`,
        payload,
        headers: { 'x-access-token': accessToken },
      });
    }

    it('makes a single invoice addressed to the institution, downloadable there and by finance', async () => {
      const missing = await post('single-invoice', { institutionName: 'UoN', postalAddress: '' });
      expect(missing.statusCode).toBe(400);
      const created = await post('single-invoice', {
        institutionName: 'University of Nairobi',
        postalAddress: 'P.O. Box 30197\nNairobi, Kenya',
        taxId: 'P051099811X',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ data: { reference: 'CAAWG11-INV-0001' } });
      for (const download of [
        { url: '/api/my-registration/single-invoice', headers: { 'x-access-token': token } },
        {
          url: `/api/admin/registrations/${delegate}/single-invoice`,
          headers: bearer(finance.token),
        },
      ]) {
        const pdf = await t.app.inject({ method: 'GET', ...download });
        expect(pdf.statusCode).toBe(200);
        const text = await textOf(pdf.rawPayload);
        expect(text).toContain('CAAWG11-INV-0001');
        expect(text).toContain('University of Nairobi');
        expect(text).toContain('P051099811X');
        expect(text).toContain('Fatura');
      }
    });
  });

  it("charges a delegate's field-trip seat beside the fee while it is held, not while waiting", async () => {
    const holder = await insertRegistration(t, { feeUsd: 150, fieldTrip: true });
    const waiting = await insertRegistration(t, { feeUsd: 150, fieldTrip: true });
    await t.db.query(
      "INSERT INTO field_trip_seats (registration_id, status) VALUES (?, 'held'), (?, 'waiting')",
      [holder, waiting],
    );
    const created = await create({ ...institution, registrationIds: [holder, waiting] });
    expect(created.statusCode).toBe(201);
    const invoice = created.json<{ data: GroupInvoiceView }>().data;
    expect(invoice.delegates.map((delegate) => delegate.fee)).toEqual(['400.00', '150.00']);
    expect(invoice).toMatchObject({ total: '550.00', amountPaid: '0.00', balanceDue: '550.00' });
  });
});
