import { expect, test } from '@playwright/test';
import mysql from 'mysql2/promise';
import { e2eDatabase } from '../ports';
import { waitForMail } from '../support/admin-journey';
import { runId } from '../support/run-id';

/**
 * An e-mail the worker gave up on while the SMTP server was down is found in the mail log and
 * sent again from the portal, then reaches the mail sink. The journey cannot stop the shared
 * sink for the worker's twelve attempts, so it writes the row as the worker leaves it after
 * them (failed, every attempt used, the connection error, its job gone from the queue); the api
 * suite test/mail-log.spec.ts fails messages on a really stopped sink.
 */

const run = runId();
const recipient = `stranded.${run}@example.org`;
const subject = `Shuttle times ${run}`;
const connectionError = 'connect ECONNREFUSED 127.0.0.1:1125';

async function writeFailedMessage(): Promise<void> {
  const connection = await mysql.createConnection({
    host: process.env.DB_HOST ?? '127.0.0.1',
    port: Number(process.env.DB_PORT ?? 3306),
    user: process.env.DB_USER ?? 'root',
    password: process.env.DB_PASSWORD ?? '',
    database: e2eDatabase,
  });
  try {
    await connection.query(
      `INSERT INTO outbox_messages
         (template, recipient, payload, status, attempts, last_error, enqueued_at)
       VALUES ('contact-acknowledgement', ?, ?, 'failed', 12, ?, NOW(3))`,
      [recipient, JSON.stringify({ name: 'Stella Nakato', subject }), connectionError],
    );
  } finally {
    await connection.end();
  }
}

test('a failed e-mail is found in the mail log and sent again from the portal', async ({
  page,
}) => {
  await writeFailedMessage();
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Mail log' })
    .click();
  await expect(page.getByRole('heading', { name: 'Mail log', level: 1 })).toBeVisible();

  await page.getByLabel('Status').selectOption('Failed');
  await page.getByLabel('Address').fill(recipient);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const row = page.getByRole('row').filter({ hasText: recipient });
  await expect(row).toContainText('Failed');
  await expect(row).toContainText(connectionError);

  await row.getByRole('button', { name: `View the e-mail to ${recipient}` }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail' });
  await expect(dialog.getByRole('region', { name: 'Message as it will be sent' })).toContainText(
    subject,
  );
  await page.screenshot({ path: '../reports/admin-screens/mail-log-message-1280.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: `Resend the e-mail to ${recipient}` }).click();
  await expect(page.getByRole('status')).toContainText(
    `The e-mail to ${recipient} is queued to be sent again.`,
  );
  await waitForMail(page, recipient, subject);

  await page.getByLabel('Status').selectOption('Sent');
  const sentRow = page.getByRole('row').filter({ hasText: recipient });
  await expect(sentRow).toContainText('Sent');
  await sentRow.getByRole('button', { name: `View the e-mail to ${recipient}` }).click();
  await expect(dialog.getByRole('region', { name: 'Message as sent' })).toContainText(subject);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.screenshot({ path: '../reports/admin-screens/mail-log-1280.png', fullPage: true });
});
