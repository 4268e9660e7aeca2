import type { RowDataPacket } from 'mysql2/promise';
import { staffRoles, type AccountRole } from '@caawg11/conference';
import {
  bearer,
  createUser,
  insertPayment,
  insertRegistration,
  insertStoredFile,
  type TestUser,
} from './support/admin-fixtures.js';
import { insertAbstractSubmission } from './support/inbox-fixtures.js';
import { registeredRoutes } from './support/routes.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const roles: readonly AccountRole[] = [...staffRoles, 'user'];
const reviewedSubtheme = 'Water Supply and Geosciences';
const otherSubtheme = 'Critical Minerals and the Green Economy';

/** What a role gets for a stored file: nothing, its link, or a link to a copy without authorship. */
type Answer = 'refused' | 'opens' | 'opens without authorship';

describe('file links: each role opens only the files of the records it may read', () => {
  let t: TestApp;
  const accounts = new Map<AccountRole, TestUser>();
  /** Each stored file's id, by what it is. */
  const files = new Map<string, string>();
  let linkRoutes: string[];
  let highestId = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '100000' } });
    for (const role of roles) accounts.set(role, await createUser(t, role));
    await t.db.query('UPDATE users SET subthemes = ? WHERE id = ?', [
      JSON.stringify([reviewedSubtheme]),
      accounts.get('reviewer')!.id,
    ]);

    const studentId = await insertStoredFile(t, { purpose: 'student-id' });
    const registration = await insertRegistration(t, {
      participantCategory: 'student',
      studentIdFileId: studentId,
    });
    await insertRegistration(t);
    const proof = await insertStoredFile(t, { purpose: 'payment-proof' });
    await insertPayment(t, registration, { proofFileId: proof });
    await insertPayment(t, registration);
    await insertAbstractSubmission(t, { subtheme: reviewedSubtheme });
    await insertAbstractSubmission(t, { subtheme: otherSubtheme });
    await insertStoredFile(t, { purpose: 'bank-statement' });

    const [stored] = await t.db.query<({ id: number; purpose: string } & RowDataPacket)[]>(
      'SELECT id, purpose FROM stored_files ORDER BY id',
    );
    const [abstracts] = await t.db.query<({ file_id: number; subtheme: string } & RowDataPacket)[]>(
      'SELECT file_id, subtheme FROM abstracts',
    );
    for (const file of stored) {
      const abstract = abstracts.find((row) => row.file_id === file.id);
      const what = abstract ? `abstract in ${abstract.subtheme}` : file.purpose;
      files.set(what, String(file.id));
    }
    // Every record id in use is at most the number of rows written, all below ten here.
    highestId = stored.length + 2;
    linkRoutes = registeredRoutes(t.app)
      .filter((route) => route.method === 'POST' && /^\/api\/admin\/.*link$/.test(route.path))
      .map((route) => route.path)
      .sort();
  });

  afterAll(async () => {
    await t.close();
  });

  it('issues links only through the record a file belongs to', () => {
    expect(linkRoutes).toEqual([
      '/api/admin/abstracts/:id/file-link',
      '/api/admin/payments/:id/proof-link',
      '/api/admin/registrations/:id/student-id-link',
      '/api/admin/review/assigned/:id/file-link',
    ]);
  });

  it('answers each role, for every stored file, as the permission table and the review assignments say', async () => {
    const answers: Record<string, Record<string, Answer>> = {};
    for (const role of roles) {
      const opened = new Map<string, Answer>();
      // Every link route, with every record id in use: whatever an organiser could try.
      for (const route of linkRoutes) {
        for (let id = 1; id <= highestId; id++) {
          const response = await t.app.inject({
            method: 'POST',
            url: route.replace(/:[A-Za-z]+/, String(id)),
            headers: bearer(accounts.get(role)!.token),
          });
          if (response.statusCode !== 200) {
            expect([403, 404]).toContain(response.statusCode);
            continue;
          }
          const { url } = response.json<{ url: string }>();
          const link = /^\/api\/files\/(\d+)\/\d+\/[\w-]+(\/.+)?$/.exec(url);
          expect({ url, isFileLink: link !== null }).toEqual({ url, isFileLink: true });
          const [, fileId = '', downloadName] = link ?? [];
          const answer: Answer = downloadName ? 'opens without authorship' : 'opens';
          // A plain link, once given, is the stronger answer: it names the file as uploaded.
          if (opened.get(fileId) !== 'opens') opened.set(fileId, answer);
        }
      }
      answers[role] = Object.fromEntries(
        [...files].map(([what, fileId]) => [what, opened.get(fileId) ?? 'refused']),
      );
    }

    const nothing = {
      'student-id': 'refused',
      'payment-proof': 'refused',
      [`abstract in ${reviewedSubtheme}`]: 'refused',
      [`abstract in ${otherSubtheme}`]: 'refused',
      // A statement is read by its import; its lines are shown, its file is opened by no screen.
      'bank-statement': 'refused',
    };
    expect(answers).toEqual({
      admin: {
        ...nothing,
        'student-id': 'opens',
        'payment-proof': 'opens',
        [`abstract in ${reviewedSubtheme}`]: 'opens',
        [`abstract in ${otherSubtheme}`]: 'opens',
      },
      finance: { ...nothing, 'student-id': 'opens', 'payment-proof': 'opens' },
      reviewer: { ...nothing, [`abstract in ${reviewedSubtheme}`]: 'opens without authorship' },
      logistics: nothing,
      communications: nothing,
      'check-in': nothing,
      user: nothing,
    });
  });

  it('says which record has no file to open', async () => {
    const admin = bearer(accounts.get('admin')!.token);
    const [withoutStudentId] = await t.db.query<({ id: number } & RowDataPacket)[]>(
      'SELECT id FROM registrations WHERE student_id_file_id IS NULL',
    );
    const [withoutProof] = await t.db.query<({ id: number } & RowDataPacket)[]>(
      'SELECT id FROM payments WHERE proof_file_id IS NULL',
    );
    for (const [url, message] of [
      [
        `/api/admin/registrations/${withoutStudentId[0]!.id}/student-id-link`,
        'This registration has no student ID.',
      ],
      ['/api/admin/registrations/999999/student-id-link', 'Registration not found'],
      [
        `/api/admin/payments/${withoutProof[0]!.id}/proof-link`,
        'This payment has no proof attached.',
      ],
      ['/api/admin/payments/999999/proof-link', 'Payment not found'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers: admin });
      const answer = {
        status: response.statusCode,
        message: response.json<{ message: string }>().message,
      };
      expect({ url, ...answer }).toEqual({ url, status: 404, message });
    }
  });
});
