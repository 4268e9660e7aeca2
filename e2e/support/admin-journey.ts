import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import mysql, { type RowDataPacket } from 'mysql2/promise';
import { e2eDatabase, inboxUrl, shellUrl } from '../ports';
import { recordApiRequestUrls } from './api-requests';
import { solveRobotCheck } from './public-submissions';

/** A tiny but real PDF. */
export const proofPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

export interface Registrant {
  firstName: string;
  familyName: string;
  email: string;
}

/** A visitor fills in the public registration form; returns the reference to quote. */
export async function register(page: Page, person: Registrant): Promise<string> {
  await page.goto('/registration');
  await page.getByLabel(/^Title/).selectOption('Dr.');
  await page.getByLabel(/^First Name/).fill(person.firstName);
  await page.getByLabel(/^Other Names/).fill(person.familyName);
  await page.getByLabel(/^Gender/).selectOption('Female');
  await page.getByLabel(/^Email Address/).fill(person.email);
  await page.getByLabel(/^Phone Number/).fill('+256 772 000 000');
  await page.getByLabel(/^Country/).fill('Uganda');
  await page.getByLabel(/^City/).fill('Kampala');
  await page.getByLabel(/^Institution\/Organisation/).fill('Makerere University');
  await page.getByLabel('Presenter', { exact: true }).check();
  await page.getByLabel('Oral', { exact: true }).check();
  await page.getByLabel(/^Participant Category/).selectOption('non-member');
  await page
    .getByRole('group', { name: /field trip/ })
    .getByLabel('No')
    .check();
  await page.getByLabel(/my registration is confirmed only once/).check();
  await solveRobotCheck(page);
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Registration Successful!' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  return (await notice.locator('strong.font-mono').textContent())?.trim() ?? '';
}

/** What the outbox holds, for the message of a mail that did not arrive. */
async function outboxSummary(): Promise<string> {
  const connection = await mysql.createConnection({
    host: process.env.DB_HOST ?? '127.0.0.1',
    port: Number(process.env.DB_PORT ?? 3306),
    user: process.env.DB_USER ?? 'root',
    password: process.env.DB_PASSWORD ?? '',
    database: e2eDatabase,
  });
  try {
    const [rows] = await connection.query<RowDataPacket[]>(
      'SELECT template, recipient, status, attempts, last_error FROM outbox_messages ORDER BY id',
    );
    return JSON.stringify(rows);
  } finally {
    await connection.end();
  }
}

export interface InboxMail {
  subject: string;
  text?: string;
  html?: string;
  to: { address: string }[];
}

/** Every e-mail the local mail sink holds. */
export async function inboxMails(page: Page): Promise<InboxMail[]> {
  const response = await page.request.get(`${inboxUrl}/email`);
  return (await response.json()) as InboxMail[];
}

function addressedTo(mails: InboxMail[], to: string, subject: string): InboxMail[] {
  return mails.filter(
    (mail) =>
      mail.subject.includes(subject) &&
      mail.to.some((recipient) => recipient.address.toLowerCase() === to.toLowerCase()),
  );
}

/** The e-mails to `to` in the sink whose subject contains `subject`. */
export async function mailsTo(page: Page, to: string, subject: string): Promise<InboxMail[]> {
  return addressedTo(await inboxMails(page), to, subject);
}

/** Waits for an e-mail to `to` whose subject contains `subject` to reach the mail sink. */
export async function waitForMail(
  page: Page,
  to: string,
  subject: string,
  timeoutMs = 60_000,
): Promise<InboxMail> {
  const deadline = Date.now() + timeoutMs;
  let seen: InboxMail[] = [];
  while (Date.now() < deadline) {
    seen = await inboxMails(page);
    const found = addressedTo(seen, to, subject)[0];
    if (found) return found;
    await page.waitForTimeout(1000);
  }
  const held = seen.map((mail) => `${mail.to.map((r) => r.address).join(',')}: ${mail.subject}`);
  throw new Error(
    `No e-mail to ${to} about '${subject}' within ${timeoutMs} ms. ` +
      `The sink holds: ${held.join(' | ') || 'nothing'}. The outbox holds: ${await outboxSummary()}`,
  );
}

/** The registrant asks for an access link at /verify and opens it from the e-mail. */
export async function openAccessLink(page: Page, person: Registrant): Promise<void> {
  await page.goto('/verify');
  await page.getByLabel(/Registration email address/).fill(person.email);
  await page.getByRole('button', { name: 'Send Access Link' }).click();
  const mail = await waitForMail(page, person.email, 'registration access link');
  const link = /https?:\/\/\S+token=[\w-]+/.exec(mail.text ?? mail.html ?? '')?.[0];
  expect(link, 'the access link in the e-mail').toBeTruthy();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Your Registration', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
}

/** On the registrant's page, reports a bank transfer with a PDF proof. */
export async function uploadProof(page: Page, reference: string, amountUsd = '150'): Promise<void> {
  await page.getByLabel(/^Payment method/).selectOption('bank-transfer');
  await page.getByLabel(/^Transaction reference/).fill(reference);
  await page.getByLabel(/^Amount paid \(USD\)/).fill(amountUsd);
  await page.getByLabel(/^Payment date/).fill('2025-07-15');
  await page.getByLabel(/^Proof of payment/).setInputFiles({
    name: 'bank-slip.pdf',
    mimeType: 'application/pdf',
    buffer: proofPdf,
  });
  await page.getByRole('button', { name: 'Upload Payment Proof' }).click();
  await expect(page.getByText('Payment proof received')).toBeVisible({ timeout: 20_000 });
}

export interface TeamMember {
  email: string;
  password: string;
}

/**
 * From the Team section, invites a member of the given role (a reviewer with their subthemes)
 * and returns the link of the invitation e-mail.
 */
export async function inviteTeamMember(
  admin: Page,
  email: string,
  role: 'reviewer' | 'finance' | 'logistics' | 'communications' | 'check-in',
  subthemes: readonly string[] = [],
): Promise<string> {
  await admin.goto('/dashboard/team');
  const invite = admin.getByRole('form', { name: 'Invite a team member' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Role').selectOption(role);
  for (const subtheme of subthemes) await invite.getByLabel(subtheme).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByRole('status')).toContainText(`Invitation sent to ${email}`);
  const mail = await waitForMail(admin, email, "organisers' team");
  const link = /https?:\/\/\S+token=[\w-]+/.exec(mail.text ?? mail.html ?? '')?.[0];
  expect(link, 'the invitation link in the e-mail').toBeTruthy();
  return link ?? '';
}

/** From the Team section, invites a reviewer of the given subthemes. */
export async function inviteReviewer(
  admin: Page,
  email: string,
  subthemes: readonly string[],
): Promise<string> {
  return inviteTeamMember(admin, email, 'reviewer', subthemes);
}

/**
 * The invited member sets a password from the link and signs in, in a browser of their own
 * (contexts otherwise start with the admin's signed-in state). The caller closes the context.
 */
export async function acceptInvitation(
  browser: Browser,
  link: string,
  member: TeamMember,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: shellUrl,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  const apiRequests = recordApiRequestUrls(page);
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm password').fill(member.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your account is ready.')).toBeVisible();
  // The page sends the link's token in request bodies, never in a URL that a log keeps.
  const token = new URL(link, shellUrl).searchParams.get('token') ?? '';
  expect(token).not.toBe('');
  expect(apiRequests.filter((url) => url.includes('/api/auth/invitations/'))).toHaveLength(2);
  expect(apiRequests.filter((url) => url.includes(token))).toEqual([]);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  return { context, page };
}
