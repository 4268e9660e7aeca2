import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { ResultSetHeader } from 'mysql2/promise';
import { financeReportMessages, type FinanceReport } from '@caawg11/conference';
import {
  bearer,
  clearAdminTables,
  createUser,
  insertRegistration,
  type TestUser,
} from './support/admin-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('the finance report', () => {
  let testApp: TestApp;
  let finance: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    finance = await createUser(testApp, 'finance', 'finance@example.org');
    await clearAdminTables(testApp);

    const full = await insertRegistration(testApp, {
      reference: 'CAAWG11-0401',
      participantCategory: 'member',
      feeUsd: 100,
    });
    const partial = await insertRegistration(testApp, {
      reference: 'CAAWG11-0402',
      firstName: 'Grace',
      otherNames: 'Auma',
      feeUsd: 150,
    });
    const over = await insertRegistration(testApp, { reference: 'CAAWG11-0403', feeUsd: 150 });
    const unpaid = await insertRegistration(testApp, { reference: 'CAAWG11-0404', feeUsd: 50.5 });
    // Registered after the range: neither owes nor is owed in it.
    await insertRegistration(testApp, {
      reference: 'CAAWG11-0405',
      feeUsd: 150,
      createdAt: '2025-07-15 09:00:00.000',
    });

    const payments: [string, string, string, string, string][] = [
      [full, '100.00', 'bank-transfer', '2025-06-10', 'verified'],
      [partial, '60.10', 'mobile-money', '2025-06-10', 'verified'],
      [partial, '30.20', 'bank-transfer', '2025-06-12', 'verified'],
      [over, '150.00', 'bank-transfer', '2025-06-12', 'verified'],
      [over, '150.00', 'bank-transfer', '2025-06-13', 'verified'],
      // Not money received: waiting, refused, or outside the range.
      [unpaid, '50.50', 'bank-transfer', '2025-06-11', 'pending'],
      [unpaid, '50.50', 'bank-transfer', '2025-06-11', 'rejected'],
      [full, '0.10', 'other', '2025-07-02', 'verified'],
    ];
    for (const [registrationId, amount, method, date, status] of payments) {
      await testApp.db.query<ResultSetHeader>(
        `INSERT INTO payments (registration_id, amount, method, reference, payment_date, status)
         VALUES (?, ?, ?, ?, ?, ?)`,
        [registrationId, amount, method, `TX-${registrationId}-${date}`, date, status],
      );
    }
  });

  afterAll(async () => {
    await testApp.close();
  });

  function get(url: string) {
    return testApp.app.inject({ method: 'GET', url, headers: bearer(finance.token) });
  }

  it('sums what was received by day and by type and method, exactly', async () => {
    const response = await get('/api/admin/payments/finance-report?from=2025-06-01&to=2025-06-30');
    expect(response.statusCode).toBe(200);
    const report = response.json<{ data: FinanceReport }>().data;
    expect(report.receivedByDay).toEqual([
      { date: '2025-06-10', payments: 2, amountUsd: '160.10' },
      { date: '2025-06-12', payments: 2, amountUsd: '180.20' },
      { date: '2025-06-13', payments: 1, amountUsd: '150.00' },
    ]);
    expect(report.receivedByTypeAndMethod).toEqual([
      { participantCategory: 'member', method: 'bank-transfer', payments: 1, amountUsd: '100.00' },
      {
        participantCategory: 'non-member',
        method: 'bank-transfer',
        payments: 3,
        amountUsd: '330.20',
      },
      {
        participantCategory: 'non-member',
        method: 'mobile-money',
        payments: 1,
        amountUsd: '60.10',
      },
    ]);
    expect(report.totals).toEqual({
      receivedUsd: '490.30',
      refundedUsd: '0.00',
      netReceivedUsd: '490.30',
      outstandingUsd: '110.20',
      refundsDueUsd: '150.00',
    });
  });

  it('lists who still owes and who is owed a refund at the end of the range', async () => {
    const response = await get('/api/admin/payments/finance-report?from=2025-06-01&to=2025-06-30');
    const report = response.json<{ data: FinanceReport }>().data;
    expect(
      report.outstanding.map(({ reference, feeUsd, paidUsd, balanceUsd }) => ({
        reference,
        feeUsd,
        paidUsd,
        balanceUsd,
      })),
    ).toEqual([
      { reference: 'CAAWG11-0402', feeUsd: '150.00', paidUsd: '90.30', balanceUsd: '59.70' },
      { reference: 'CAAWG11-0404', feeUsd: '50.50', paidUsd: '0.00', balanceUsd: '50.50' },
    ]);
    expect(report.outstanding[0]).toMatchObject({ name: 'Dr. Grace Auma' });
    expect(report.refundsDue).toEqual([
      expect.objectContaining({
        reference: 'CAAWG11-0403',
        paidUsd: '300.00',
        balanceUsd: '150.00',
      }),
    ]);

    // A week into July the late registrant owes too, and the ten cents over make a refund.
    const july = (
      await get('/api/admin/payments/finance-report?from=2025-07-01&to=2025-07-31')
    ).json<{ data: FinanceReport }>().data;
    expect(july.receivedByDay).toEqual([{ date: '2025-07-02', payments: 1, amountUsd: '0.10' }]);
    expect(july.outstanding.map((line) => line.reference)).toEqual([
      'CAAWG11-0402',
      'CAAWG11-0404',
      'CAAWG11-0405',
    ]);
    expect(july.refundsDue.map((line) => [line.reference, line.balanceUsd])).toEqual([
      ['CAAWG11-0401', '0.10'],
      ['CAAWG11-0403', '150.00'],
    ]);
  });

  it('exports the report as CSV and XLSX, named after its range', async () => {
    const csv = await get(
      '/api/admin/payments/finance-report/export?from=2025-06-01&to=2025-06-30&format=csv',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="finance-report-2025-06-01-to-2025-06-30.csv"',
    );
    const [header, ...lines]: string[][] = parse(csv.rawPayload.toString('utf8').slice(1));
    expect(header).toEqual([
      'Section',
      'Day',
      'Participant category',
      'Method',
      'Registration ID',
      'Name',
      'E-mail',
      'Payments',
      'Fee',
      'Paid',
      'Amount',
    ]);
    const amountOf = (section: string) =>
      lines.filter((line) => line[0] === section).map((line) => line[10]);
    expect(amountOf('Received by day')).toEqual(['160.10', '180.20', '150.00']);
    expect(amountOf('Outstanding')).toEqual(['59.70', '50.50']);
    expect(amountOf('Refund due')).toEqual(['150.00']);
    expect(amountOf('Total received')).toEqual(['490.30']);

    const xlsx = await get(
      '/api/admin/payments/finance-report/export?from=2025-06-01&to=2025-06-30&format=xlsx',
    );
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.rawPayload).buffer);
    const sheet = workbook.getWorksheet('finance-report')!;
    const totals: unknown[] = [];
    sheet.eachRow((row) => {
      if (row.getCell(1).value === 'Total outstanding') totals.push(row.getCell(11).value);
    });
    expect(totals).toEqual([110.2]);
  });

  it('asks for a range in order, with the same messages as the portal', async () => {
    const missing = await get('/api/admin/payments/finance-report?from=2025-06-01');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errors: { to: financeReportMessages.rangeRequired },
    });
    const reversed = await get('/api/admin/payments/finance-report?from=2025-06-30&to=2025-06-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ errors: { to: financeReportMessages.rangeOrder } });
    const badDay = await get('/api/admin/payments/finance-report?from=2025-06-31&to=2025-07-01');
    expect(badDay.json()).toMatchObject({ errors: { from: financeReportMessages.dayFormat } });
  });
});
