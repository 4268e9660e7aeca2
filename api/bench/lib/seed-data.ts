import type mysql from 'mysql2/promise';
import {
  earlyBirdEndsAt,
  feeTable,
  participantCategories,
  registrationReference,
  subthemeTitles,
  type ParticipantCategory,
} from '@caawg11/conference';
import { rebuildSummaryStatements } from '../../src/registrations-and-money/registrations/registration-summary.js';

export interface SeedSize {
  registrations: number;
  payments: number;
  abstracts: number;
}

export const fullSeed: SeedSize = { registrations: 100_000, payments: 30_000, abstracts: 5_000 };

/** A small deterministic pseudo-random generator, so every seeded database is the same. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let pick = random() * total;
  for (const [value, weight] of choices) {
    pick -= weight;
    if (pick < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

const firstNames = [
  'Amina',
  'Grace',
  'Fatou',
  'Nokuthula',
  'Wanjiru',
  'Aisha',
  'Chiamaka',
  'Esi',
  'Zanele',
  'Mariam',
  'Halima',
  'Lindiwe',
  'Ngozi',
  'Akosua',
  'Thandiwe',
  'Nadia',
  'Sarah',
  'Judith',
  'Miriam',
  'Rose',
];
const familyNames = [
  'Nakato',
  'Atuhaire',
  'Diallo',
  'Mokoena',
  'Kamau',
  'Okafor',
  'Mensah',
  'Dlamini',
  'Traore',
  'Banda',
  'Mwangi',
  'Ndlovu',
  'Adeyemi',
  'Owusu',
  'Kone',
  'Achieng',
  'Mutua',
  'Sesay',
  'Phiri',
  'Nabirye',
];
const countries: readonly (readonly [string, number])[] = [
  ['Uganda', 30],
  ['Kenya', 12],
  ['Nigeria', 12],
  ['South Africa', 10],
  ['Ghana', 7],
  ['Tanzania', 7],
  ['Ethiopia', 5],
  ['Cameroon', 4],
  ['Senegal', 3],
  ['Morocco', 3],
  ['Zambia', 3],
  ['Rwanda', 4],
];
const domains = [
  'gmail.com',
  'yahoo.com',
  'mak.ac.ug',
  'uonbi.ac.ke',
  'unilag.edu.ng',
  'uct.ac.za',
];

/** Registration dates: February to September 2025, busiest just before the early-bird deadline. */
function registrationDate(random: () => number): Date {
  const start = Date.UTC(2025, 1, 1);
  const deadline = earlyBirdEndsAt.getTime();
  const end = Date.UTC(2025, 8, 30);
  const beforeDeadline = random() < 0.7;
  const from = beforeDeadline ? start : deadline;
  const to = beforeDeadline ? deadline : end;
  // Skewed towards the end of each span (people register late).
  const share = Math.sqrt(random());
  return new Date(from + share * (to - from));
}

function sqlDate(date: Date): string {
  return date.toISOString().slice(0, 23).replace('T', ' ');
}

async function insertRows(
  db: mysql.Connection,
  table: string,
  columns: string[],
  rows: unknown[][],
  batch = 1000,
): Promise<void> {
  for (let index = 0; index < rows.length; index += batch) {
    const chunk = rows.slice(index, index + batch);
    const placeholders = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders}`,
      chunk.flat(),
    );
  }
}

/**
 * Fills the admin tables with `size` rows each, in multi-row INSERTs of 1,000: registrations
 * across categories, statuses, countries and eight months, their payments (some with two), and
 * abstracts with their stored files. Expects empty tables (ids start at 1).
 */
export async function seedAdminData(db: mysql.Connection, size: SeedSize): Promise<void> {
  const random = generator(11);
  const registrations: unknown[][] = [];
  const created: Date[] = [];
  for (let id = 1; id <= size.registrations; id += 1) {
    const category = weighted<ParticipantCategory>(random, [
      ['non-member', 40],
      ['member', 25],
      ['affiliate-member', 10],
      ['student', 25],
    ]);
    const createdAt = registrationDate(random);
    created.push(createdAt);
    const tier = createdAt.getTime() < earlyBirdEndsAt.getTime() ? 'early-bird' : 'standard';
    const facts = feeTable[category];
    const presenter = random() < 0.4;
    const first = firstNames[Math.floor(random() * firstNames.length)]!;
    const family = familyNames[Math.floor(random() * familyNames.length)]!;
    const status = weighted(random, [
      ['pending', 55],
      ['verified', 35],
      ['rejected', 10],
    ] as const);
    registrations.push([
      id,
      registrationReference(id),
      weighted(random, [
        ['Dr.', 30],
        ['Ms.', 30],
        ['Mrs.', 15],
        ['Prof.', 10],
        ['Mr.', 15],
      ] as const),
      first,
      family,
      random() < 0.85 ? 'Female' : 'Male',
      `${first}.${family}.${id}@${domains[id % domains.length]}`.toLowerCase(),
      `+2567${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
      weighted(random, countries),
      'Kampala',
      'Makerere University',
      presenter ? 'presenter' : 'attendee',
      presenter ? (random() < 0.6 ? 'oral' : 'poster') : null,
      category,
      tier,
      tier === 'early-bird' ? facts.earlyBirdUsd : facts.standardUsd,
      random() < 0.3 ? 1 : 0,
      1,
      status,
      sqlDate(createdAt),
    ]);
  }
  await insertRows(
    db,
    'registrations',
    [
      'id',
      'reference',
      'title',
      'first_name',
      'other_names',
      'gender',
      'email',
      'phone',
      'country',
      'city',
      'institution',
      'participation_type',
      'presentation_type',
      'participant_category',
      'pricing_tier',
      'fee_usd',
      'field_trip',
      'payment_confirmation',
      'payment_status',
      'created_at',
    ],
    registrations,
  );

  const payments: unknown[][] = [];
  for (let id = 1; id <= size.payments; id += 1) {
    const registrationId = 1 + Math.floor(random() * size.registrations);
    const registeredAt = created[registrationId - 1]!;
    const paidAt = new Date(registeredAt.getTime() + random() * 20 * 86_400_000);
    payments.push([
      id,
      registrationId,
      weighted(random, [
        [50, 1],
        [80, 2],
        [100, 3],
        [150, 4],
        [200, 2],
      ] as const),
      weighted(random, [
        ['bank-transfer', 70],
        ['mobile-money', 25],
        ['other', 5],
      ] as const),
      `TX-${String(id).padStart(8, '0')}`,
      sqlDate(paidAt).slice(0, 10),
      weighted(random, [
        ['pending', 40],
        ['verified', 50],
        ['rejected', 10],
      ] as const),
      weighted(random, [
        ['registrant', 85],
        ['admin', 15],
      ] as const),
      sqlDate(new Date(paidAt.getTime() + 3_600_000)),
    ]);
  }
  await insertRows(
    db,
    'payments',
    [
      'id',
      'registration_id',
      'amount',
      'method',
      'reference',
      'payment_date',
      'status',
      'source',
      'created_at',
    ],
    payments,
  );

  const files: unknown[][] = [];
  const abstracts: unknown[][] = [];
  for (let id = 1; id <= size.abstracts; id += 1) {
    const first = firstNames[Math.floor(random() * firstNames.length)]!;
    const family = familyNames[Math.floor(random() * familyNames.length)]!;
    const createdAt = registrationDate(random);
    files.push([
      id,
      'abstract',
      `seed-abstract-${id}`,
      `abstract-${id}.docx`,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      24_000,
      '0'.repeat(64),
      sqlDate(createdAt),
    ]);
    abstracts.push([
      id,
      `${first} ${family}`,
      'Makerere University',
      `${first}.${family}.a${id}@${domains[id % domains.length]}`.toLowerCase(),
      `Abstract ${id}: ${subthemeTitles[id % subthemeTitles.length]}`,
      subthemeTitles[id % subthemeTitles.length],
      weighted(random, [
        ['English', 80],
        ['French', 15],
        ['Portuguese', 5],
      ] as const),
      random() < 0.6 ? 'Oral Presentation' : 'Poster Presentation',
      id,
      sqlDate(createdAt),
    ]);
  }
  await insertRows(
    db,
    'stored_files',
    [
      'id',
      'purpose',
      'storage_key',
      'original_name',
      'content_type',
      'size_bytes',
      'sha256',
      'created_at',
    ],
    files,
  );
  await insertRows(
    db,
    'abstracts',
    [
      'id',
      'full_name',
      'affiliation',
      'email',
      'abstract_title',
      'subtheme',
      'language',
      'presentation_type',
      'file_id',
      'created_at',
    ],
    abstracts,
  );
  // Rows written here bypass the api, which keeps the dashboard's summary as it writes.
  for (const statement of rebuildSummaryStatements) await db.query(statement);
  await db.query('ANALYZE TABLE registrations, payments, abstracts, stored_files');
}

/** Categories in the order of the library, for reports. */
export const seededCategories = participantCategories;
