import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { RowDataPacket } from 'mysql2/promise';
import type { Clock } from '@caawg11/conference';
import { CLOCK } from '../src/platform/config/clock.token.js';
import { ConfigModule } from '../src/platform/config/config.module.js';
import { WorkerModule } from '../src/worker.module.js';
import {
  insertPayment,
  insertRegistration,
  insertStoredFile,
  rows,
} from './support/admin-fixtures.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';
import { filesUnder } from './support/sample-files.js';
import { declaredSettings } from '../src/platform/settings/index.js';
import { changeSetting } from './support/settings.js';

/** Every table the retention job may touch, as rows, so a test can see that nothing else changed. */
const watchedTables = [
  'registrations',
  'stored_files',
  'payments',
  'contact_messages',
  'sponsorship_inquiries',
  'outbox_messages',
] as const;

describe('the daily retention job in the worker', () => {
  let t: MailTestApp;
  let worker: INestApplicationContext | undefined;
  // Ten days past the first scan's retention date, weeks before every other one.
  const now = new Date('2025-09-10T06:00:00Z');
  const clock: Clock = { now: () => new Date(now.getTime()) };

  beforeAll(async () => {
    t = await createMailTestApp({ env: { RETENTION_RUN_EVERY_MS: '1000' } });
  });

  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  /** A stored file with real bytes on disk, as an upload leaves it. */
  async function storedFile(purpose: string, storageKey: string): Promise<string> {
    const dir = join(t.config.FILE_STORAGE_DIR, storageKey.slice(0, 2));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, storageKey), '%PDF-1.4 scan');
    return insertStoredFile(t, { purpose, storageKey });
  }

  type Snapshot = Record<(typeof watchedTables)[number], RowDataPacket[]>;

  async function snapshot(): Promise<Snapshot> {
    const tables = {} as Snapshot;
    for (const table of watchedTables) {
      tables[table] = await rows<RowDataPacket>(t, `SELECT * FROM ${table} ORDER BY id`);
    }
    return tables;
  }

  async function runs(): Promise<Record<string, number>[]> {
    const found = await rows<RowDataPacket>(
      t,
      "SELECT `after` FROM audit_log WHERE action = 'retention.purged' ORDER BY id",
    );
    return found.map(
      (row) =>
        (typeof row.after === 'string' ? JSON.parse(row.after) : row.after) as Record<
          string,
          number
        >,
    );
  }

  it('with the clock moved past a retention date deletes the student ID scan and nothing else', async () => {
    // Verified on 1 August: the scan's 30 days end on 31 August.
    const dueScan = await storedFile('student-id', 'aa0000000000000000000000000000d1');
    const verified = await insertRegistration(t, {
      email: 'verified.student@example.org',
      paymentStatus: 'verified',
      studentIdFileId: dueScan,
      createdAt: '2025-07-01 10:00:00.000',
    });
    await t.db.query(
      "UPDATE registrations SET payment_status_changed_at = '2025-08-01 10:00:00' WHERE id = ?",
      [verified],
    );
    const proof = await storedFile('payment-proof', 'bb0000000000000000000000000000b1');
    await insertPayment(t, verified, { status: 'verified', proofFileId: proof });
    // Decided on 1 September: its scan stays until 1 October.
    const recentScan = await storedFile('student-id', 'cc0000000000000000000000000000c1');
    const recent = await insertRegistration(t, {
      email: 'recent.student@example.org',
      paymentStatus: 'rejected',
      studentIdFileId: recentScan,
      createdAt: '2025-07-02 10:00:00.000',
    });
    await t.db.query(
      "UPDATE registrations SET payment_status_changed_at = '2025-09-01 10:00:00' WHERE id = ?",
      [recent],
    );
    // Never paid, but the final payment date (15 September) and its 90 days are ahead.
    await insertRegistration(t, {
      email: 'never.paid@example.org',
      createdAt: '2025-06-01 10:00:00.000',
    });
    await t.db.query(
      `INSERT INTO contact_messages (name, email, subject, message, created_at)
       VALUES ('Ama Mensah', 'ama@example.org', 'Visa', 'Which documents?', '2025-05-01 09:00:00')`,
    );
    await t.db.query(
      `INSERT INTO sponsorship_inquiries (name, email, company, created_at)
       VALUES ('Kofi Boateng', 'kofi@example.org', 'Geo Ltd', '2025-05-01 09:00:00')`,
    );
    await t.db.query(
      `INSERT INTO outbox_messages (template, recipient, payload, status, created_at, sent_at, sent_text)
       VALUES ('contact-acknowledgement', 'ama@example.org', '{"name":"Ama"}', 'sent',
               '2025-08-01 09:00:00', '2025-08-01 09:00:05', 'Dear Ama')`,
    );
    // The worker's other schedules stay out of the picture: no payment reminders are written.
    await changeSetting(t, declaredSettings.paymentReminders, { paused: true });
    const before = await snapshot();
    const filesBefore = filesUnder(t.config.FILE_STORAGE_DIR);
    expect(filesBefore).toHaveLength(3);

    const moduleRef = await Test.createTestingModule({
      imports: [WorkerModule.withConfig(ConfigModule.withConfig(t.config))],
    })
      .overrideProvider(CLOCK)
      .useValue(clock)
      .compile();
    moduleRef.useLogger(false);
    worker = await moduleRef.init();

    const [first] = await eventually(
      async () => {
        const done = await runs();
        expect(done.length).toBeGreaterThanOrEqual(1);
        return done;
      },
      { timeoutMs: 20_000 },
    );
    expect(first).toEqual({
      'student-id-scan': 1,
      'payment-proof': 0,
      'passport-data': 0,
      'unpaid-registration': 0,
      'contact-message': 0,
      'sponsorship-inquiry': 0,
      'mail-body': 0,
    });

    const after = await snapshot();
    const verifiedBefore = before.registrations.find((row) => String(row.id) === verified);
    expect(after.registrations).toEqual(
      before.registrations.map((row) =>
        row === verifiedBefore
          ? { ...verifiedBefore, student_id_file_id: null, updated_at: expect.any(Date) }
          : row,
      ),
    );
    expect(after.stored_files).toEqual(
      before.stored_files.filter((row) => String(row.id) !== dueScan),
    );
    for (const table of watchedTables.filter(
      (name) => name !== 'registrations' && name !== 'stored_files',
    )) {
      expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
    }
    expect(filesUnder(t.config.FILE_STORAGE_DIR).sort()).toEqual(
      filesBefore.filter((path) => !path.endsWith('aa0000000000000000000000000000d1')).sort(),
    );

    // The runs that follow find nothing more to do.
    await eventually(
      async () => {
        const done = await runs();
        expect(done.length).toBeGreaterThanOrEqual(2);
        expect(done.slice(1).every((counts) => counts['student-id-scan'] === 0)).toBe(true);
      },
      { timeoutMs: 20_000 },
    );
  });
});
