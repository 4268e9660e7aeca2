import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { acceptInvitation, inviteReviewer, waitForMail } from '../support/admin-journey';
import {
  applyForMembership,
  asVisitor,
  inquireAboutSponsorship,
  requestBooking,
  sendContactMessage,
  submitAbstract,
  type Visitor,
} from '../support/public-submissions';
import { runId } from '../support/run-id';

/**
 * Through the shell, as organisers work: a visitor sends each public form, the signed-in admin
 * (storage state of the setup project) finds each submission in its inbox a minute later,
 * changes its status, answers the message, exports each list in both formats, and invites a
 * reviewer who then sees the abstracts to review and nothing else. E-mails are read from the mail sink.
 */

const run = runId();
const visitor = (name: string): Visitor => ({
  name: `${name} ${run}`,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}.${run}@example.org`,
});

const applicant = visitor('Grace Achieng');
const writer = visitor('Miriam Okello');
const guest = visitor('Fatima Diallo');
const sponsor = visitor('Ama Mensah');
const author = visitor('Joyce Namara');
const abstractTitle = `Groundwater recharge in the Karamoja basin ${run}`;
const reviewerEmail = `reviewer.${run}@example.org`;
const reviewerPassword = `reviewer-password-${run}`;

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `../reports/admin-screens/${name}-1280.png`, fullPage: true });
}

/**
 * Opens an inbox from the side bar and searches it for one e-mail address; returns the row that
 * shows `rowText` (the address itself unless the list has no e-mail column).
 */
async function findInInbox(page: Page, title: string, email: string, rowText = email) {
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: title })
    .click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByLabel('Search').fill(email);
  await page.getByLabel('Search').press('Enter');
  // The filter is part of the address, so the view can be bookmarked and shared.
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  const row = page.getByRole('row').filter({ hasText: rowText });
  await expect(row).toHaveCount(1);
  return row;
}

/** Opens the row's record and saves a new status, with a reason when one is given. */
async function changeStatus(page: Page, row: ReturnType<Page['getByRole']>, status: string) {
  await row.getByRole('link').first().click();
  // The record's own form: until the record's page is there, the list's "New status for
  // selected" would take the choice.
  const form = page.getByRole('form', { name: 'Change the status' });
  await form.getByLabel('New status', { exact: true }).selectOption(status);
  await form.getByRole('button', { name: 'Save status' }).click();
  await expect(
    form.getByRole('status').filter({ hasText: /saved|changed|updated/i }),
  ).toBeVisible();
}

/** Downloads the list as CSV and XLSX and returns each file's rows as text. */
async function exportBoth(page: Page): Promise<{ csv: string[][]; xlsx: string[][] }> {
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/\.csv$/);
  const csvBytes = await readFile(await csvDownload.path());
  // A byte-order mark, so that Excel reads accented names right.
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv: string[][] = parse(csvBytes, { bom: true });

  const [xlsxDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export XLSX' }).click(),
  ]);
  expect(xlsxDownload.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsxDownload.path());
  const xlsx: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell.text));
    xlsx.push(cells);
  });
  return { csv, xlsx };
}

function expectExported(files: { csv: string[][]; xlsx: string[][] }, email: string): void {
  for (const [format, rows] of Object.entries(files)) {
    expect(rows.length, `${format}: a header and the filtered row`).toBe(2);
    expect(rows[1]?.join(' '), format).toContain(email);
  }
}

test.describe.serial('every submission reaches an organiser', () => {
  // Five forms with robot checks, e-mails through the queue, and a second person signing in.
  test.describe.configure({ timeout: 300_000 });

  test('the public forms are sent', async ({ browser }) => {
    await asVisitor(browser, (page) => applyForMembership(page, applicant));
    await asVisitor(browser, (page) =>
      sendContactMessage(
        page,
        writer,
        `Visa letter ${run}`,
        'Could you send me an invitation letter?',
      ),
    );
    await asVisitor(browser, (page) => requestBooking(page, guest));
    await asVisitor(browser, (page) => inquireAboutSponsorship(page, sponsor, `GeoServe ${run}`));
    await asVisitor(browser, (page) => submitAbstract(page, author, abstractTitle));
  });

  test('a membership application is approved and the applicant is told', async ({ page }) => {
    const row = await findInInbox(page, 'Membership applications', applicant.email);
    await expect(row).toContainText(applicant.name);
    expectExported(await exportBoth(page), applicant.email);
    await screenshot(page, 'inbox-memberships');
    await changeStatus(page, row, 'approved');
    await screenshot(page, 'membership-detail');
    const mail = await waitForMail(
      page,
      applicant.email,
      'membership application has been approved',
    );
    expect(mail.text).toContain(applicant.name);
  });

  test('a contact message is answered by e-mail and kept on its thread', async ({ page }) => {
    const row = await findInInbox(page, 'Contact messages', writer.email);
    await expect(row).toContainText(`Visa letter ${run}`);
    expectExported(await exportBoth(page), writer.email);
    await row.getByRole('link').first().click();
    const reply = `Dear Miriam, the letter is on its way (${run}).`;
    await page.getByLabel('Reply').fill(reply);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByRole('list', { name: 'Thread' }).getByText(reply)).toBeVisible();
    await expect(page.getByLabel('Reply')).toHaveValue('');
    await screenshot(page, 'contact-message-thread');
    const mail = await waitForMail(page, writer.email, `Re: Visa letter ${run}`);
    expect(mail.text).toContain(reply);
  });

  test('a booking is confirmed and its nights count', async ({ page }) => {
    const row = await findInInbox(page, 'Accommodation requests', guest.email);
    await expect(row).toContainText('2-Bedroom Apartment');
    await expect(page.getByRole('table', { name: 'Nights by date' })).toBeVisible();
    expectExported(await exportBoth(page), guest.email);
    await screenshot(page, 'inbox-bookings');
    await changeStatus(page, row, 'confirmed');
    await waitForMail(page, guest.email, 'accommodation is confirmed');
  });

  test('a sponsorship inquiry moves into discussion', async ({ page }) => {
    const row = await findInInbox(page, 'Sponsorship inquiries', sponsor.email);
    await expect(row).toContainText(`GeoServe ${run}`);
    expectExported(await exportBoth(page), sponsor.email);
    await screenshot(page, 'inbox-sponsorship');
    await changeStatus(page, row, 'in discussion');
    await screenshot(page, 'sponsorship-detail');
  });

  test('an abstract goes under review and its file opens', async ({ page }) => {
    const row = await findInInbox(page, 'Abstracts', author.email, abstractTitle);
    await expect(row).toContainText(abstractTitle);
    await expect(row).toContainText('Water Supply and Geosciences');
    expectExported(await exportBoth(page), author.email);
    await screenshot(page, 'inbox-abstracts');
    await changeStatus(page, row, 'under review');
    const fileResponse = page
      .context()
      .waitForEvent('response', (response) => /\/api\/files\/\d+\/\d+\//.test(response.url()));
    await page.getByRole('button', { name: 'Download file' }).click();
    expect((await fileResponse).status()).toBe(200);
    await screenshot(page, 'abstract-detail');
  });

  test('registrations and payments export what is filtered', async ({ page }) => {
    for (const section of ['registrations', 'payments']) {
      await page.goto(`/dashboard/${section}`);
      const files = await exportBoth(page);
      for (const rows of Object.values(files)) expect(rows.length).toBeGreaterThanOrEqual(1);
    }
  });

  test('an invited reviewer signs in and sees only abstracts', async ({ page, browser }) => {
    const link = await inviteReviewer(page, reviewerEmail, ['Water Supply and Geosciences']);
    await screenshot(page, 'team-invitation');

    const { context, page: reviewer } = await acceptInvitation(browser, link, {
      email: reviewerEmail,
      password: reviewerPassword,
    });
    try {
      const sections = reviewer.getByRole('navigation', { name: 'Admin sections' });
      await expect(sections.getByRole('link', { name: 'My reviews' })).toBeVisible();
      // The abstracts inbox names the authors: a reviewer's door is the review screen.
      for (const hidden of [
        'Abstracts',
        'Registrations',
        'Payments',
        'Membership applications',
        'Team',
      ]) {
        await expect(sections.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
      }
      await sections.getByRole('link', { name: 'My reviews' }).click();
      await expect(reviewer.getByRole('heading', { name: 'My reviews', level: 1 })).toBeVisible();
      await expect(
        reviewer
          .getByRole('navigation', { name: 'Abstracts to review' })
          .getByRole('button', { name: new RegExp(abstractTitle) }),
      ).toBeVisible();
      await screenshot(reviewer, 'reviewer-abstracts');
      // Whatever the side bar hides, the api refuses too.
      const token = await reviewer.evaluate(() => window.localStorage.getItem('token'));
      const refused = await reviewer.request.get('/api/admin/registrations', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(refused.status()).toBe(403);
    } finally {
      await context.close();
    }
  });
});
