import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RowDataPacket } from 'mysql2/promise';
import type { ErasureResult, PeopleResult } from '@caawg11/conference';
import { AppConfig } from '../src/platform/config/app-config.js';
import { FILE_STORAGE, type FileStorage } from '../src/platform/files/file-storage.js';
import { LocalFileStorage } from '../src/platform/files/local-file-storage.js';
import { contactMessagesKind } from '../src/inboxes/contact/contact-messages.person-kind.js';
import {
  bearer,
  createUser,
  insertPayment,
  insertRegistration,
  insertStoredFile,
  type TestUser,
} from './support/admin-fixtures.js';
import { insertContactMessage } from './support/inbox-fixtures.js';
import { filesUnder, sampleFiles } from './support/sample-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Fails once, the first time it is armed and reached, as a process dying there would. */
class Crash {
  armed = false;
  hit(where: string): void {
    if (!this.armed) return;
    this.armed = false;
    throw new Error(`Crash at ${where}`);
  }
}

describe('an erasure that fails half way is finished by the next one', () => {
  let t: TestApp;
  let admin: TestUser;
  const crashInRecord = new Crash();
  const crashInFileDeletion = new Crash();

  beforeAll(async () => {
    // The contact message's eraser and the file store can each fail once on demand.
    const eraseContactMessage = contactMessagesKind.erase.bind(contactMessagesKind);
    jest.spyOn(contactMessagesKind, 'erase').mockImplementation(async (db, id, context) => {
      const keys = await eraseContactMessage(db, id, context);
      crashInRecord.hit('contact message');
      return keys;
    });
    t = await createTestApp({
      customise: (builder) =>
        builder.overrideProvider(FILE_STORAGE).useFactory({
          inject: [AppConfig],
          factory: (config: AppConfig): FileStorage => {
            const local = new LocalFileStorage(config.FILE_STORAGE_DIR);
            return {
              incomingDir: local.incomingDir,
              putFromTempFile: (key, path) => local.putFromTempFile(key, path),
              open: (key) => local.open(key),
              remove: async (key) => {
                crashInFileDeletion.hit('file deletion');
                await local.remove(key);
              },
            };
          },
        }),
    });
    admin = await createUser(t, 'admin');
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  function erase(email: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/people/erase',
      headers: bearer(admin.token),
      payload: { email, reason: 'Asked by e-mail' },
    });
  }

  async function heldAbout(email: string): Promise<PeopleResult['records']> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/people?email=${email}`,
      headers: bearer(admin.token),
    });
    return response.json<PeopleResult>().records;
  }

  async function personWithFile(email: string, firstName: string): Promise<string> {
    const storageKey = randomBytes(16).toString('hex');
    const folder = join(t.config.FILE_STORAGE_DIR, storageKey.slice(0, 2));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, storageKey), sampleFiles.pdf());
    const fileId = await insertStoredFile(t, { purpose: 'student-id', storageKey });
    const registrationId = await insertRegistration(t, {
      email,
      firstName,
      otherNames: 'Kyomuhendo',
      studentIdFileId: fileId,
    });
    await insertPayment(t, registrationId, { status: 'pending', amount: 50 });
    await insertContactMessage(t, { email, name: `${firstName} Kyomuhendo` });
    return registrationId;
  }

  async function itemStates(): Promise<string[]> {
    const [rows] = await t.db.query<RowDataPacket[]>(
      `SELECT CONCAT(item.kind, ' ', item.state) AS state
         FROM person_erasure_items item
         JOIN person_erasures erasure ON erasure.id = item.erasure_id
        WHERE erasure.state = 'running' ORDER BY item.position`,
    );
    return rows.map((row) => String(row.state));
  }

  it('a record whose transaction fails rolls back alone; the next erasure resumes the job', async () => {
    await personWithFile('joan@example.org', 'Joan');
    const storedBefore = filesUnder(t.config.FILE_STORAGE_DIR).length;
    crashInRecord.armed = true;
    expect((await erase('joan@example.org')).statusCode).toBe(500);

    // The registration and its file went before the failure; the message and what follows wait.
    const states = await itemStates();
    expect(states).toEqual(
      expect.arrayContaining(['registration done', 'file done', 'contact-message pending']),
    );
    expect(filesUnder(t.config.FILE_STORAGE_DIR).length).toBe(storedBefore - 1);
    const [[message]] = await t.db.query<RowDataPacket[]>(
      `SELECT email FROM contact_messages WHERE email = 'joan@example.org'`,
    );
    expect(message).toBeDefined();

    // Another erasure finishes the first one before its own.
    await personWithFile('rose@example.org', 'Rose');
    const next = await erase('rose@example.org');
    expect(next.statusCode).toBe(200);
    expect(await itemStates()).toEqual([]);
    expect(await heldAbout('joan@example.org')).toEqual([]);
    expect(await heldAbout('rose@example.org')).toEqual([]);
    const [erasures] = await t.db.query<RowDataPacket[]>(
      'SELECT id, state, personal_values FROM person_erasures ORDER BY id',
    );
    expect(erasures.map((row) => [String(row.state), row.personal_values as unknown])).toEqual([
      ['done', null],
      ['done', null],
    ]);
    const [logged] = await t.db.query<RowDataPacket[]>(
      `SELECT entity_id FROM audit_log WHERE action = 'person.erased' ORDER BY id`,
    );
    expect(logged.map((row) => String(row.entity_id))).toEqual(
      erasures.map((row) => String(row.id)),
    );
    expect(filesUnder(t.config.FILE_STORAGE_DIR)).toEqual([]);
  });

  it('a file deletion that fails after its commit is done when the job is resumed', async () => {
    await personWithFile('mary@example.org', 'Mary');
    crashInFileDeletion.armed = true;
    expect((await erase('mary@example.org')).statusCode).toBe(500);
    expect(await itemStates()).toEqual(expect.arrayContaining(['file anonymised']));
    expect(filesUnder(t.config.FILE_STORAGE_DIR)).toHaveLength(1);

    // Asking again for the same person finishes the job, and then finds nothing left to erase.
    const again = await erase('mary@example.org');
    expect(again.statusCode).toBe(404);
    expect(await itemStates()).toEqual([]);
    expect(filesUnder(t.config.FILE_STORAGE_DIR)).toEqual([]);
    expect(await heldAbout('mary@example.org')).toEqual([]);
    const [[registration]] = await t.db.query<RowDataPacket[]>(
      `SELECT first_name, email FROM registrations WHERE first_name LIKE 'Erased person %' ORDER BY id DESC LIMIT 1`,
    );
    expect(registration).toEqual({ first_name: 'Erased person 0003', email: 'erased-person-0003' });
  });

  it('answers the counts of what went', async () => {
    await personWithFile('ann@example.org', 'Ann');
    const response = await erase('ann@example.org');
    expect(response.json<ErasureResult>().counts).toMatchObject({
      registration: 1,
      payment: 1,
      file: 1,
      'contact-message': 1,
    });
  });
});
