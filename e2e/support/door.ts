import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import mysql, { type ResultSetHeader } from 'mysql2/promise';
import { e2eDatabase } from '../ports';
import { adminStorageState } from './admin-credentials';

/** Where the door's setup leaves the camera's fake video and what it seeded, for the journey. */
export const doorFolder = resolve(import.meta.dirname, '../../reports/e2e-door');
export const fakeCameraFile = resolve(doorFolder, 'badge-qr.y4m');
export const doorSeedFile = resolve(doorFolder, 'seed.json');

export interface DoorSeed {
  /** Paid: checked in by typing the reference. */
  typed: string;
  /** Paid: checked in by the QR on the fake camera. */
  scanned: string;
  /** Nothing paid. */
  unpaid: string;
  /** Paid: three references sent while offline; the first is checked in twice offline. */
  offline: string[];
}

function connect() {
  return mysql.createConnection({
    host: process.env.DB_HOST ?? '127.0.0.1',
    port: Number(process.env.DB_PORT ?? 3306),
    user: process.env.DB_USER ?? 'root',
    password: process.env.DB_PASSWORD ?? '',
    database: e2eDatabase,
  });
}

/**
 * Registrations as the form stores them, with a verified payment of the whole fee where paid;
 * returns id and reference. Faster than the public form, whose journey has tests of its own.
 */
export async function seedRegistrations(
  people: { firstName: string; otherNames: string; paid: boolean }[],
): Promise<{ id: string; reference: string }[]> {
  const connection = await connect();
  try {
    const seeded: { id: string; reference: string }[] = [];
    for (const person of people) {
      // Unique whatever else was seeded in the same millisecond.
      const email = `door-${person.firstName.toLowerCase()}-${randomUUID()}@example.org`;
      const [inserted] = await connection.query<ResultSetHeader>(
        `INSERT INTO registrations (title, first_name, other_names, gender, email, phone, country, city,
           institution, participation_type, participant_category, pricing_tier, fee_usd, field_trip,
           payment_confirmation, payment_status)
         VALUES ('Dr.', ?, ?, 'Female', ?, '+256700000000', 'Uganda', 'Kampala',
           'Makerere University', 'attendee', 'non-member', 'early-bird', 150, 0, 1, ?)`,
        [person.firstName, person.otherNames, email, person.paid ? 'verified' : 'pending'],
      );
      const id = String(inserted.insertId);
      const reference = `CAAWG11-${id.padStart(4, '0')}`;
      await connection.query('UPDATE registrations SET reference = ? WHERE id = ?', [
        reference,
        id,
      ]);
      if (person.paid) {
        await connection.query(
          `INSERT INTO payments (registration_id, amount, method, reference, payment_date, status)
           VALUES (?, 150, 'bank-transfer', ?, '2025-07-01', 'verified')`,
          [id, `TRANSFER-${id}`],
        );
      }
      seeded.push({ id, reference });
    }
    return seeded;
  } finally {
    await connection.end();
  }
}

/** How many check-ins the database holds for a registration. */
export async function checkInsOf(reference: string): Promise<number> {
  const connection = await connect();
  try {
    const [rows] = await connection.query<(mysql.RowDataPacket & { n: number })[]>(
      `SELECT COUNT(*) AS n FROM check_ins c JOIN registrations r ON r.id = c.registration_id
        WHERE r.reference = ?`,
      [reference],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await connection.end();
  }
}

/** The admin's bearer token, from the state the admin setup saved. */
export function adminToken(): string {
  const state = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '..', adminStorageState), 'utf8'),
  ) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const token = state.origins
    .flatMap((origin) => origin.localStorage)
    .find((item) => item.name === 'token')?.value;
  if (!token) throw new Error('The admin setup saved no token');
  return token;
}

/** Undoes the PNG row filters of an image's data (pdfkit stores PNG data with predictor 15). */
function unfilterPng(data: Buffer, width: number, height: number, channels: number): Uint8Array {
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)] ?? 0;
    for (let x = 0; x < stride; x++) {
      const raw = data[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= channels ? (pixels[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (pixels[(y - 1) * stride + x - channels] ?? 0) : 0;
      const estimate = left + up - upLeft;
      const [a, b, c] = [left, up, upLeft].map((value) => Math.abs(estimate - value)) as [
        number,
        number,
        number,
      ];
      const paeth = a <= b && a <= c ? left : b <= c ? up : upLeft;
      const predictor = [0, left, up, Math.floor((left + up) / 2), paeth][filter] ?? 0;
      pixels[y * stride + x] = (raw + predictor) & 0xff;
    }
  }
  return pixels;
}

/** The first greyscale image a PDF embeds: the badge's QR. */
export function badgeQrImage(pdf: Buffer): { width: number; height: number; grey: Uint8Array } {
  const text = pdf.toString('latin1');
  for (const match of text.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const dictionary = match[1] ?? '';
    if (!/\/Subtype\s*\/Image/.test(dictionary) || !/\/DeviceGray/.test(dictionary)) continue;
    const width = Number(/\/Width\s+(\d+)/.exec(dictionary)?.[1]);
    const height = Number(/\/Height\s+(\d+)/.exec(dictionary)?.[1]);
    const length = Number(/\/Length\s+(\d+)/.exec(dictionary)?.[1]);
    const start = (match.index ?? 0) + match[0].length;
    const inflated = inflateSync(pdf.subarray(start, start + length));
    const grey = /\/Predictor\s+1[0-5]/.test(dictionary)
      ? unfilterPng(inflated, width, height, 1)
      : new Uint8Array(inflated);
    return { width, height, grey };
  }
  throw new Error('The badge PDF embeds no greyscale image');
}

/**
 * A camera's view of the badge as Chromium's fake camera reads it: a YUV4MPEG2 file of a few
 * identical frames, the QR enlarged in the middle of a white 640 x 480 picture.
 */
export function cameraViewOf(image: { width: number; height: number; grey: Uint8Array }): Buffer {
  const width = 640;
  const height = 480;
  const scale = Math.max(1, Math.floor(Math.min(width, height) / 1.3 / image.width));
  const left = Math.floor((width - image.width * scale) / 2);
  const top = Math.floor((height - image.height * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < image.height * scale; y++) {
    for (let x = 0; x < image.width * scale; x++) {
      const source = image.grey[Math.floor(y / scale) * image.width + Math.floor(x / scale)] ?? 255;
      luma[(top + y) * width + left + x] = source < 128 ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]);
}
