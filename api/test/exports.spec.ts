import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  bearer,
  createUser,
  insertPayment,
  insertRegistration,
  type TestUser,
} from './support/admin-fixtures.js';
import {
  fourAuthors,
  insertAbstractSubmission,
  setAbstractAuthors,
} from './support/inbox-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('exports of the admin lists', () => {
  let t: TestApp;
  let admin: TestUser;
  let logistics: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, 'admin');
    logistics = await createUser(t, 'logistics');
    const verified = await insertRegistration(t, {
      reference: 'CAAWG11-0001',
      firstName: 'Fátima',
      otherNames: 'Conceição',
      feeUsd: 150,
      paymentStatus: 'verified',
      createdAt: '2025-07-30 21:30:00.000',
    });
    await insertRegistration(t, {
      reference: 'CAAWG11-0002',
      firstName: 'Grace',
      otherNames: 'Nakato',
      feeUsd: 200,
      paymentStatus: 'pending',
      createdAt: '2025-08-02 06:05:00.000',
    });
    await insertPayment(t, verified, { status: 'verified', amount: 150, reference: 'FT-1' });
  });

  afterAll(async () => {
    await t.close();
  });

  function get(url: string, user: TestUser = admin) {
    return t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
  }

  it('exports the filtered registrations as CSV in UTF-8 with a byte order mark', async () => {
    const response = await get('/api/admin/registrations/export?format=csv&paymentStatus=verified');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows]: string[][] = parse(response.rawPayload.toString('utf8').slice(1));
    expect(header).toContain('Registration ID');
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((name, index) => [name, rows[0]![index]]));
    expect(row).toMatchObject({
      'Registration ID': 'CAAWG11-0001',
      'First name': 'Fátima',
      'Other names': 'Conceição',
      Fee: '150.00',
      'Payment status': 'Verified',
      Registered: '2025-07-31 00:30',
    });
  });

  it('exports every registration as XLSX with typed cells', async () => {
    const response = await get('/api/admin/registrations/export?format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const sheet = workbook.getWorksheet('registrations')!;
    expect(sheet.rowCount).toBe(3);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const fee = headers.indexOf('Fee') + 1;
    const registered = headers.indexOf('Registered') + 1;
    expect(sheet.getRow(2).getCell(1).value).toBe('CAAWG11-0002');
    expect(sheet.getRow(2).getCell(fee).value).toBe(200);
    expect(sheet.getRow(3).getCell(registered).value).toEqual(new Date('2025-07-31T00:30:00Z'));
  });

  it('exports the payments with their registrants', async () => {
    const response = await get('/api/admin/payments/export?format=csv&status=verified');
    expect(response.statusCode).toBe(200);
    const [header, ...rows]: string[][] = parse(response.rawPayload.toString('utf8').slice(1));
    const row = Object.fromEntries(header!.map((name, index) => [name, rows[0]![index]]));
    expect(rows).toHaveLength(1);
    expect(row).toMatchObject({
      'Registration ID': 'CAAWG11-0001',
      Name: 'Fátima Conceição',
      Amount: '150.00',
      'Transfer reference': 'FT-1',
      'Payment date': '2025-06-10',
      Status: 'Verified',
    });
  });

  it('exports the abstracts with every author in order and the presenting one', async () => {
    const authored = await insertAbstractSubmission(t, {
      full_name: 'Moussa Keita',
      email: 'moussa.keita@example.org',
      abstract_title: 'Fractured basement aquifers of the Sahel',
    });
    await setAbstractAuthors(t, authored, fourAuthors);
    // More abstracts than the export reads authors for at once, so the first lands in a later batch.
    for (let n = 0; n < 200; n++) await insertAbstractSubmission(t);
    await insertAbstractSubmission(t, {
      full_name: 'Esther Wanjiru',
      affiliation: 'University of Nairobi',
      abstract_title: 'An abstract sent before authors were listed',
    });

    const response = await get('/api/admin/abstracts/export?format=csv');
    expect(response.statusCode).toBe(200);
    const [header, ...rows]: string[][] = parse(response.rawPayload.toString('utf8').slice(1));
    expect(rows).toHaveLength(202);
    const byTitle = new Map(
      rows.map((cells) => {
        const row = Object.fromEntries(header!.map((name, index) => [name, cells[index]]));
        return [row.Title, row];
      }),
    );
    expect(byTitle.get('Fractured basement aquifers of the Sahel')).toMatchObject({
      'First author': 'Moussa Keita',
      Authors:
        'Grace Nakato (Makerere University); Joseph Mwesigwa (Kyambogo University); ' +
        'Aïcha Traoré (Université Félix Houphouët-Boigny); Peter Otim (Makerere University)',
      Presenter: 'Aïcha Traoré',
    });
    expect(byTitle.get('An abstract sent before authors were listed')).toMatchObject({
      Authors: 'Esther Wanjiru (University of Nairobi)',
      Presenter: 'Esther Wanjiru',
    });
  });

  it('says which formats it writes', async () => {
    const response = await get('/api/admin/registrations/export?format=pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: { format: 'format must be csv or xlsx' },
    });
  });

  it('refuses roles that may not export the list', async () => {
    expect((await get('/api/admin/registrations/export?format=csv', logistics)).statusCode).toBe(
      403,
    );
  });
});
