import { expect, test } from '@playwright/test';
import mysql, { type RowDataPacket } from 'mysql2/promise';
import { solveRobotCheck, wordDocument } from '../support/public-submissions';
import { e2eDatabase } from '../ports';
import { runId } from '../support/run-id';

/**
 * A visitor submits each public form through the shell, solving the real robot check
 * (ALTCHA proof of work served by the api), and the rows land in MySQL.
 */

async function rows<T extends RowDataPacket>(sql: string, params: unknown[]): Promise<T[]> {
  const connection = await mysql.createConnection({
    host: process.env.DB_HOST ?? '127.0.0.1',
    port: Number(process.env.DB_PORT ?? 3306),
    user: process.env.DB_USER ?? 'root',
    password: process.env.DB_PASSWORD ?? '',
    database: e2eDatabase,
  });
  try {
    const [result] = await connection.query<T[]>(sql, params);
    return result;
  } finally {
    await connection.end();
  }
}

/** A tiny but real PDF. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

const run = runId();

test.describe('public submissions reach the database', () => {
  test('a student registers with an ID file and gets a reference to quote', async ({ page }) => {
    const email = `amina.${run}@example.org`;
    await page.goto('/registration');
    await page.getByLabel(/^Title/).selectOption('Dr.');
    await page.getByLabel(/^First Name/).fill('Amina');
    await page.getByLabel(/^Other Names/).fill('Nakato');
    await page.getByLabel(/^Gender/).selectOption('Female');
    await page.getByLabel(/^Email Address/).fill(email);
    await page.getByLabel(/^Phone Number/).fill('+256 772 000 000');
    await page.getByLabel(/^Country/).fill('Uganda');
    await page.getByLabel(/^City/).fill('Kampala');
    await page.getByLabel(/^Institution\/Organisation/).fill('Makerere University');
    await page.getByLabel('Presenter', { exact: true }).check();
    await page.getByLabel('Poster', { exact: true }).check();
    await page.getByLabel(/^Participant Category/).selectOption('student');
    await page.getByLabel(/Student ID or admission letter/).setInputFiles({
      name: 'student-id.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await page
      .getByRole('group', { name: /field trip/ })
      .getByLabel('Yes')
      .check();
    await page.getByLabel(/my registration is confirmed only once/).check();
    await page.getByLabel(/appear in the conference programme/).check();
    await solveRobotCheck(page);
    await page.getByRole('button', { name: 'Submit Registration' }).click();

    const notice = page.getByRole('status').filter({ hasText: 'Registration Successful!' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    const reference = (await notice.locator('strong.font-mono').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^CAAWG11-\d{4,}$/);
    // The success notice replaces the form and the page starts over from its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    const [stored] = await rows<RowDataPacket>(
      `SELECT r.reference, r.participant_category, r.participation_type, r.presentation_type,
              r.institution, r.field_trip, r.program_consent, r.fee_usd, r.pricing_tier,
              f.original_name, f.size_bytes
         FROM registrations r JOIN stored_files f ON f.id = r.student_id_file_id
        WHERE r.email = ?`,
      [email],
    );
    expect(stored).toMatchObject({
      reference,
      participant_category: 'student',
      participation_type: 'presenter',
      presentation_type: 'poster',
      institution: 'Makerere University',
      field_trip: 1,
      program_consent: 1,
      original_name: 'student-id.pdf',
      size_bytes: pdf.length,
    });
    await expect(notice).toContainText(`$${Number(stored?.fee_usd)} USD`);
  });

  test('an author submits an abstract as a Word document', async ({ page }) => {
    const email = `author.${run}@example.org`;
    await page.goto('/abstracts');
    await page.getByLabel(/^Full Name/).fill('Amina Nakato');
    await page.getByLabel(/^Affiliation/).fill('Makerere University');
    await page.getByLabel(/^Email Address/).fill(email);
    await page.getByLabel(/^Abstract Title/).fill(`Rift basins of Uganda ${run}`);
    await page.getByLabel(/^Subtheme/).selectOption('Water Supply and Geosciences');
    await page.getByLabel(/^Presentation Type/).selectOption('Poster Presentation');
    await page.getByLabel(/^Abstract file/).setInputFiles({
      name: 'Nakato.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await wordDocument('Rift basins of Uganda'),
    });
    await page.getByLabel(/adheres to the formatting guidelines/).check();
    await solveRobotCheck(page);
    await page.getByRole('button', { name: 'Submit Abstract' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: 'Submission Successful!' }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByLabel(/^Full Name/)).toHaveValue('');

    const [stored] = await rows<RowDataPacket>(
      `SELECT a.subtheme, a.presentation_type, a.language, f.original_name
         FROM abstracts a JOIN stored_files f ON f.id = a.file_id WHERE a.email = ?`,
      [email],
    );
    expect(stored).toMatchObject({
      subtheme: 'Water Supply and Geosciences',
      presentation_type: 'Poster Presentation',
      language: 'English',
      original_name: 'Nakato.docx',
    });
  });

  test('a delegate requests a booking', async ({ page }) => {
    const email = `guest.${run}@example.org`;
    await page.goto('/accommodation');
    const form = page.locator('#booking-form');
    await form.getByLabel(/^Full Name/).fill('Grace Achieng');
    await form.getByLabel(/^Email Address/).fill(email);
    await form.getByLabel(/^Phone Number/).fill('+254 700 000 000');
    await form.getByLabel(/^Nationality/).fill('Kenyan');
    await form.getByLabel(/^Accommodation Type/).selectOption('2-Bedroom Apartment');
    await form.getByLabel(/^Sharing Preference/).selectOption('Willing to share');
    await form.getByLabel(/^Check-in Date/).fill('2025-09-30');
    await form.getByLabel(/^Check-out Date/).fill('2025-10-05');
    await solveRobotCheck(page);
    await form.getByRole('button', { name: 'Submit Booking Request' }).click();

    await expect(form.getByRole('status')).toContainText('within 48 hours', { timeout: 20_000 });
    const [stored] = await rows<RowDataPacket>(
      `SELECT accommodation_type, sharing_preference,
              DATE_FORMAT(check_in_date, '%Y-%m-%d') AS check_in,
              DATE_FORMAT(check_out_date, '%Y-%m-%d') AS check_out
         FROM bookings WHERE email = ?`,
      [email],
    );
    expect(stored).toMatchObject({
      accommodation_type: '2-Bedroom Apartment',
      sharing_preference: 'Willing to share',
      check_in: '2025-09-30',
      check_out: '2025-10-05',
    });

    await form.getByRole('button', { name: 'Submit Another Booking' }).click();
    await expect(form.getByLabel(/^Full Name/)).toHaveValue('');
  });

  test('a company sends a sponsorship inquiry about a package', async ({ page }) => {
    const email = `sponsor.${run}@example.com`;
    await page.goto('/sponsorship');
    await page.getByRole('button', { name: /^Gold/ }).click();
    await page.getByRole('button', { name: 'Inquire About This Package' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sponsorship Inquiry' });
    await dialog.getByLabel(/^Full Name/).fill('Grace Achieng');
    await dialog.getByLabel(/^Email Address/).fill(email);
    await dialog.getByLabel(/^Company\/Organization/).fill('Rift Minerals Ltd');
    await dialog.getByLabel(/^Message/).fill('We would like a booth.');
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();

    await expect(dialog.getByRole('status')).toContainText('Thank You!', { timeout: 20_000 });
    await expect(dialog).toHaveCount(0, { timeout: 5_000 });

    const [stored] = await rows<RowDataPacket>(
      'SELECT company, package_interest, message FROM sponsorship_inquiries WHERE email = ?',
      [email],
    );
    expect(stored).toMatchObject({
      company: 'Rift Minerals Ltd',
      package_interest: 'Gold - $10,000',
      message: 'We would like a booth.',
    });
  });
});
