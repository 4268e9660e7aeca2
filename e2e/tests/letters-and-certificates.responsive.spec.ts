import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import mysql from 'mysql2/promise';
import { e2eDatabase } from '../ports';
import { e2eAdmin } from '../support/admin-credentials';
import { requireNoSecondFactor } from '../support/admin-sign-in';
import {
  inboxMails,
  openAccessLink,
  register,
  waitForMail,
  type Registrant,
} from '../support/admin-journey';
import { attachScreenshot, scrollsSideways } from '../support/screenshots';
import { runId } from '../support/run-id';

/**
 * Documents of the conference days: a certificate checked on its public page from the code its
 * QR carries, and a visa invitation letter asked for on the access-link page, issued, and
 * e-mailed as a PDF in the registrant's language.
 */

const run = runId();

async function database() {
  return mysql.createConnection({
    host: process.env.DB_HOST ?? '127.0.0.1',
    port: Number(process.env.DB_PORT ?? 3306),
    user: process.env.DB_USER ?? 'root',
    password: process.env.DB_PASSWORD ?? '',
    database: e2eDatabase,
  });
}

/** A code of the certificates' alphabet, fresh for this run and project. */
function freshCode(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const characters = [...randomBytes(12)].map((byte) => alphabet[byte % 32]).join('');
  return `${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8)}`;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  await requireNoSecondFactor();
  const response = await request.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test.describe('certificates and visa letters', () => {
  test('a certificate is verified on its public page, and an unknown code is refused', async ({
    page,
  }, testInfo) => {
    const code = freshCode();
    const connection = await database();
    try {
      // A certificate as the bulk send issues one after the conference.
      await connection.query(
        `INSERT INTO certificates (code, kind, registration_id, recipient_name, email, language,
           title, issued_at)
         VALUES (?, 'attendance', NULL, 'Dr. Grace Nakato', ?, 'en',
           '11th Conference of the African Association of Women in Geosciences', '2025-10-06 09:00:00')`,
        [code, `grace.${run}.${testInfo.project.name}@example.org`],
      );
    } finally {
      await connection.end();
    }

    await page.goto(`/certificates/${code.toLowerCase()}`);
    await expect(page.getByRole('heading', { name: 'Certificate check', level: 1 })).toBeVisible();
    const verified = page.getByRole('status').filter({ hasText: 'This document was issued' });
    await expect(verified).toBeVisible();
    await expect(verified.getByText('Dr. Grace Nakato')).toBeVisible();
    await expect(verified.getByText('Certificate of attendance')).toBeVisible();
    await expect(verified.getByText('6 October 2025')).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await attachScreenshot(page, testInfo, 'certificate verified');

    await page.goto(`/fr/certificates/${code}`);
    await expect(page.getByRole('heading', { name: 'Vérification de certificat' })).toBeVisible();
    await expect(page.getByText('Certificat de participation')).toBeVisible();

    await page.goto('/certificates/ABCD-EFGH-JKMN');
    await expect(page.getByRole('alert')).toHaveText(
      'This code is not one of our certificates or letters.',
    );
    await attachScreenshot(page, testInfo, 'certificate unknown');
  });

  test('a visa letter is requested on the access-link page, issued, and e-mailed in French', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const person: Registrant = {
      firstName: 'Aïssatou',
      familyName: `Ndiaye${run}${testInfo.project.name}`,
      email: `aissatou.${run}.${testInfo.project.name}@example.org`,
    };
    const reference = await register(page, person);
    await openAccessLink(page, person);

    const section = page.getByRole('region', { name: 'Visa invitation letter' });
    await section.getByRole('button', { name: 'Request an invitation letter' }).click();
    await expect(section.getByText('Please enter your passport number')).toBeVisible();

    await section.getByLabel(/Full name as in your passport/).fill(`Aïssatou ${person.familyName}`);
    await section.getByLabel(/Passport number/).fill('A1234567');
    await section.getByLabel(/Nationality/).fill('Sénégalaise');
    await section.getByLabel(/Date of birth/).fill('1988-03-14');
    await section.getByLabel(/Passport expiry date/).fill('2025-09-30');
    await section.getByLabel(/Embassy or consulate/).fill("Ambassade de l'Ouganda, Dakar");
    await section.getByRole('button', { name: 'Request an invitation letter' }).click();
    await expect(
      section.getByText('Your passport must be valid after the conference ends on 5 October 2025', {
        exact: true,
      }),
    ).toBeVisible();
    await section.getByLabel(/Passport expiry date/).fill('2030-06-30');
    await section.getByRole('button', { name: 'Request an invitation letter' }).click();
    await expect(
      section.getByText(/Your request for an invitation letter has been received/),
    ).toBeVisible();
    await expect(section.getByText(/is being reviewed/)).toBeVisible();
    // The section fits the screen; the summary above it is the registration's own part.
    const box = await section.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await section.scrollIntoViewIfNeeded();
    await attachScreenshot(page, testInfo, 'visa letter requested');

    // The registrant speaks French: the language the French form stores with a registration.
    const connection = await database();
    let requestId: string;
    try {
      await connection.query(`UPDATE registrations SET language = 'fr' WHERE reference = ?`, [
        reference,
      ]);
      const [rows] = await connection.query<mysql.RowDataPacket[]>(
        `SELECT v.id FROM visa_letter_requests v JOIN registrations r ON r.id = v.registration_id
          WHERE r.reference = ?`,
        [reference],
      );
      requestId = String(rows[0]?.id ?? '');
    } finally {
      await connection.end();
    }
    expect(requestId).not.toBe('');

    const token = await adminToken(request);
    const auth = { Authorization: `Bearer ${token}` };
    const settings = await request.put('/api/admin/visa-letters/settings', {
      headers: auth,
      data: { issueRule: 'organiser', chairName: 'Prof. Ruth Nankya', chairTitle: 'Chair' },
    });
    expect(settings.status()).toBe(200);
    // A 1x1 PNG stands in for the chair's signature.
    const signature = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const upload = await request.post('/api/admin/visa-letters/settings/signature', {
      headers: auth,
      multipart: {
        signature: { name: 'signature.png', mimeType: 'image/png', buffer: signature },
      },
    });
    expect(upload.status()).toBe(200);
    const issued = await request.post(`/api/admin/visa-letters/${requestId}/issue`, {
      headers: auth,
    });
    expect(issued.status()).toBe(200);

    const mail = await waitForMail(page, person.email, "Votre lettre d'invitation");
    expect(mail.subject).toBe(`Votre lettre d'invitation pour CAAWG11 (${reference})`);
    const held = (await inboxMails(page)).find((one) => one.subject === mail.subject) as
      { attachments?: { fileName: string; contentType: string }[] } | undefined;
    expect(held?.attachments?.map((file) => [file.fileName, file.contentType])).toEqual([
      [`${reference}-invitation-letter.pdf`, 'application/pdf'],
    ]);

    await page.reload();
    const after = page.getByRole('region', { name: 'Visa invitation letter' });
    await expect(after.getByText(/was issued on/)).toBeVisible();
    await expect(
      after.getByRole('button', { name: 'Download the invitation letter (PDF)' }),
    ).toBeVisible();
  });
});
