import type { ResultSetHeader } from 'mysql2/promise';
import type { TestApp } from './test-app.js';
import { insertStoredFile } from './admin-fixtures.js';

let sequence = 0;

/** Inserts one row into a table as the public form would have stored it; returns its id. */
async function insert(
  testApp: TestApp,
  table: string,
  row: Record<string, unknown>,
): Promise<string> {
  const columns = Object.keys(row);
  const [result] = await testApp.db.query<ResultSetHeader>(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    Object.values(row),
  );
  return String(result.insertId);
}

export function insertMembership(testApp: TestApp, row: Record<string, unknown> = {}) {
  const n = ++sequence;
  return insert(testApp, 'membership_applications', {
    title: 'Full member',
    name: `Grace Nakato ${n}`,
    organisation: 'Uganda Geological Survey',
    profession: 'Geologist',
    qualification: 'PhD',
    email: `member-${n}@example.org`,
    ...row,
  });
}

export function insertContactMessage(testApp: TestApp, row: Record<string, unknown> = {}) {
  const n = ++sequence;
  return insert(testApp, 'contact_messages', {
    name: `Samuel Mensah ${n}`,
    email: `sender-${n}@example.org`,
    subject: 'Visa invitation letter',
    message: 'Can the organisers send an invitation letter for my visa application?',
    ...row,
  });
}

export function insertBooking(testApp: TestApp, row: Record<string, unknown> = {}) {
  const n = ++sequence;
  return insert(testApp, 'bookings', {
    full_name: `Fátima Conceição ${n}`,
    email: `guest-${n}@example.org`,
    phone: '+256700000000',
    nationality: 'Mozambique',
    accommodation_type: 'Single Deluxe Room',
    sharing_preference: 'No preference',
    check_in_date: '2025-09-30',
    check_out_date: '2025-10-03',
    ...row,
  });
}

export function insertSponsorshipInquiry(testApp: TestApp, row: Record<string, unknown> = {}) {
  const n = ++sequence;
  return insert(testApp, 'sponsorship_inquiries', {
    name: `Kwame Boateng ${n}`,
    email: `sponsor-${n}@example.org`,
    company: `Rift Minerals ${n}`,
    package_interest: 'Gold - $10,000',
    message: 'We would like to sponsor the field trip.',
    ...row,
  });
}

export async function insertAbstractSubmission(
  testApp: TestApp,
  row: Record<string, unknown> = {},
): Promise<string> {
  const n = ++sequence;
  const fileId = await insertStoredFile(testApp, {
    purpose: 'abstract',
    originalName: `abstract-${n}.docx`,
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
  return insert(testApp, 'abstracts', {
    full_name: `Amina Okello ${n}`,
    affiliation: 'Makerere University',
    email: `author-${n}@example.org`,
    abstract_title: `Groundwater recharge in the Albertine Graben ${n}`,
    subtheme: 'Water Supply and Geosciences',
    language: 'English',
    presentation_type: 'Oral Presentation',
    file_id: fileId,
    ...row,
  });
}

/** An author as a test names them; e-mail and country are optional, as on the form. */
export interface TestAuthor {
  name: string;
  affiliation: string;
  email?: string;
  country?: string;
  presenting?: boolean;
}

/** Four authors from three institutions, the third presenting, as a geoscience abstract has. */
export const fourAuthors: readonly TestAuthor[] = [
  {
    name: 'Grace Nakato',
    affiliation: 'Makerere University',
    email: 'grace.nakato@mak.example.org',
  },
  { name: 'Joseph Mwesigwa', affiliation: 'Kyambogo University' },
  {
    name: 'Aïcha Traoré',
    affiliation: 'Université Félix Houphouët-Boigny',
    email: 'aicha.traore@ufhb.example.org',
    presenting: true,
  },
  { name: 'Peter Otim', affiliation: 'Makerere University', email: 'peter.otim@mak.example.org' },
];

/** Replaces an abstract's authors with these, numbered in order. */
export async function setAbstractAuthors(
  testApp: TestApp,
  abstractId: string,
  authors: readonly TestAuthor[],
): Promise<void> {
  await testApp.db.query('DELETE FROM abstract_authors WHERE abstract_id = ?', [abstractId]);
  for (const [index, author] of authors.entries()) {
    await insert(testApp, 'abstract_authors', {
      abstract_id: abstractId,
      position: index + 1,
      name: author.name,
      affiliation: author.affiliation,
      country: author.country ?? null,
      email: author.email ?? null,
      presenting: author.presenting ?? false,
    });
  }
}
