import { randomBytes, randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { RowDataPacket, ResultSetHeader } from 'mysql2/promise';
import { isStaffRole, type AuthUser, type PaymentStatus } from '@caawg11/conference';
import { rebuildSummaryStatements } from '../../src/registrations-and-money/registrations/registration-summary.js';
import { hashPassword } from '../../src/platform/security/password-hasher.js';
import type { TestApp } from './test-app.js';
import { declaredSettings } from '../../src/platform/settings/index.js';
import { changeSetting } from './settings.js';

/** A password for test accounts only. */
export const testPassword = 'correct-horse-battery-staple';

export interface TestUser extends AuthUser {
  token: string;
  /** The sign-in the token belongs to. */
  sessionId: string;
}

let sequence = 0;

/**
 * Creates an account directly in the database and signs a token for it as the api would, with
 * its sign-in open for a day.
 */
export async function createUser(
  testApp: TestApp,
  role: AuthUser['role'],
  email = `${role}-${++sequence}@example.org`,
): Promise<TestUser> {
  const passwordHash = await hashPassword(testPassword);
  const [result] = await testApp.db.query<ResultSetHeader>(
    'INSERT INTO users (email, password_hash, role) VALUES (?, ?, ?)',
    [email, passwordHash, role],
  );
  const id = String(result.insertId);
  const sessionId = randomUUID();
  await testApp.db.query(
    'INSERT INTO sign_in_sessions (id, user_id, expires_at) VALUES (?, ?, NOW(3) + INTERVAL 1 DAY)',
    [sessionId, id],
  );
  const token = await testApp.app
    .get(JwtService)
    .signAsync({ sub: id, email, role, ver: 0, sid: sessionId });
  return { id, email, role, token, sessionId };
}

/**
 * Sets which roles must sign in with two factors (admin and finance in a new database). A suite
 * about something else that signs admins in through `POST /api/auth/login` clears it, so the
 * sign-in answers a full token rather than one limited to the two-factor set-up.
 */
export async function requireTwoFactorFor(
  testApp: TestApp,
  roles: readonly AuthUser['role'][],
): Promise<void> {
  await changeSetting(testApp, declaredSettings.twoFactor, {
    requiredRoles: roles.filter(isStaffRole),
  });
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export interface RegistrationFixture {
  reference?: string | null;
  title?: string;
  otherTitle?: string | null;
  firstName?: string;
  otherNames?: string;
  email?: string;
  country?: string;
  institution?: string;
  participationType?: 'attendee' | 'presenter';
  presentationType?: 'oral' | 'poster' | null;
  participantCategory?: 'non-member' | 'member' | 'affiliate-member' | 'student';
  pricingTier?: 'early-bird' | 'standard';
  feeUsd?: number;
  fieldTrip?: boolean;
  paymentStatus?: PaymentStatus;
  studentIdFileId?: string | null;
  createdAt?: string;
}

/**
 * Recounts the registration summary, as the api's writes would have left it, after rows were
 * written here directly.
 */
export async function rebuildSummary(testApp: TestApp): Promise<void> {
  for (const statement of rebuildSummaryStatements) await testApp.db.query(statement);
}

/** Inserts a registration row as the public form would have stored it. Returns its id. */
export async function insertRegistration(
  testApp: TestApp,
  fixture: RegistrationFixture = {},
): Promise<string> {
  const n = ++sequence;
  const row = {
    reference:
      fixture.reference === undefined ? `CAAWG11-${String(n).padStart(4, '0')}` : fixture.reference,
    title: fixture.title ?? 'Dr.',
    other_title: fixture.otherTitle ?? null,
    first_name: fixture.firstName ?? `Amina${n}`,
    other_names: fixture.otherNames ?? `Okello${n}`,
    gender: 'Female',
    email: fixture.email ?? `registrant-${n}@example.org`,
    phone: '+256700000000',
    country: fixture.country ?? 'Uganda',
    city: 'Kampala',
    institution: fixture.institution ?? 'Makerere University',
    participation_type: fixture.participationType ?? 'attendee',
    presentation_type: fixture.presentationType ?? null,
    participant_category: fixture.participantCategory ?? 'non-member',
    pricing_tier: fixture.pricingTier ?? 'early-bird',
    fee_usd: fixture.feeUsd ?? 150,
    field_trip: fixture.fieldTrip ?? false,
    payment_confirmation: true,
    student_id_file_id: fixture.studentIdFileId ?? null,
    payment_status: fixture.paymentStatus ?? 'pending',
    created_at:
      fixture.createdAt ??
      new Date(Date.UTC(2025, 5, 1, 0, 0, n)).toISOString().slice(0, 23).replace('T', ' '),
  };
  const columns = Object.keys(row);
  const [result] = await testApp.db.query<ResultSetHeader>(
    `INSERT INTO registrations (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    Object.values(row),
  );
  await rebuildSummary(testApp);
  return String(result.insertId);
}

export async function insertStoredFile(
  testApp: TestApp,
  file: { purpose?: string; storageKey?: string; contentType?: string; originalName?: string } = {},
): Promise<string> {
  const n = ++sequence;
  const [result] = await testApp.db.query<ResultSetHeader>(
    `INSERT INTO stored_files (purpose, storage_key, original_name, content_type, size_bytes, sha256)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [
      file.purpose ?? 'payment-proof',
      file.storageKey ?? randomBytes(16).toString('hex'),
      file.originalName ?? `proof-${n}.pdf`,
      file.contentType ?? 'application/pdf',
      10,
      '0'.repeat(64),
    ],
  );
  return String(result.insertId);
}

export async function insertPayment(
  testApp: TestApp,
  registrationId: string,
  payment: {
    status?: PaymentStatus;
    amount?: number;
    proofFileId?: string | null;
    reference?: string;
  } = {},
): Promise<string> {
  const [result] = await testApp.db.query<ResultSetHeader>(
    `INSERT INTO payments (registration_id, amount, method, reference, payment_date, status, proof_file_id)
     VALUES (?, ?, 'bank-transfer', ?, '2025-06-10', ?, ?)`,
    [
      registrationId,
      payment.amount ?? 150,
      payment.reference ?? `TX-${++sequence}`,
      payment.status ?? 'pending',
      payment.proofFileId ?? null,
    ],
  );
  await rebuildSummary(testApp);
  return String(result.insertId);
}

export async function rows<T extends RowDataPacket>(
  testApp: TestApp,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const [result] = await testApp.db.query<T[]>(sql, values);
  return result;
}

/** Empties the tables the admin suites write, between tests. */
export async function clearAdminTables(testApp: TestApp): Promise<void> {
  // The audit log refuses DELETE; emptying the whole table between tests is the suites' own.
  await testApp.db.query('TRUNCATE TABLE audit_log');
  for (const table of [
    'outbox_messages',
    'access_tokens',
    'abstracts',
    'credit_notes',
    'refunds',
    'receipts',
    'payments',
    'registrations',
    'registration_summary',
    'stored_files',
  ]) {
    await testApp.db.query(`DELETE FROM ${table}`);
  }
}

export async function insertAbstract(testApp: TestApp): Promise<void> {
  const fileId = await insertStoredFile(testApp, {
    purpose: 'abstract',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
  await testApp.db.query(
    `INSERT INTO abstracts (full_name, affiliation, email, abstract_title, subtheme, language,
       presentation_type, file_id)
     VALUES ('Author', 'University', 'author@example.org', 'Title', 'Water Supply and Geosciences',
       'English', 'Oral Presentation', ?)`,
    [fileId],
  );
}
