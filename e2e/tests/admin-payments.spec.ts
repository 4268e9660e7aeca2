import { expect, test, type Browser, type Page } from '@playwright/test';
import { shellUrl } from '../ports';
import {
  openAccessLink,
  register,
  uploadProof,
  waitForMail,
  type Registrant,
} from '../support/admin-journey';
import { runId } from '../support/run-id';

/**
 * Through the shell: a visitor registers and uploads a payment proof through the access link;
 * the signed-in admin (storage state of the setup project) finds the registration, opens the
 * proof and verifies or rejects the payment; the registrant's e-mail arrives in the sink.
 */

const run = runId();

async function visitorPays(browser: Browser, person: Registrant): Promise<string> {
  const context = await browser.newContext({ baseURL: shellUrl });
  const page = await context.newPage();
  try {
    const reference = await register(page, person);
    expect(reference).toMatch(/^CAAWG11-\d{4,}$/);
    await openAccessLink(page, person);
    // A non-member registering after the early bird owes the standard fee, and pays it in full.
    await uploadProof(page, `TX-${run}-${person.firstName}`, '200');
    return reference;
  } finally {
    await context.close();
  }
}

async function findRegistration(page: Page, person: Registrant): Promise<void> {
  await page.goto('/dashboard/registrations');
  await expect(page.getByRole('heading', { name: 'Manage Registrations' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by email or name' }).fill(person.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Dr. ${person.firstName} ${person.familyName}`);
  await expect(row).toContainText('Presenter (Oral)');
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
}

async function pendingPaymentRow(page: Page, person: Registrant) {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Payments' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/payments$/);
  await expect(page.getByRole('heading', { name: 'Payment Verification' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('an admin handles a payment from proof to e-mail', () => {
  // Two robot checks, an upload and two e-mails through the queue on a shared two-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('verifies a payment: the registration is confirmed and the registrant is told', async ({
    page,
    browser,
  }) => {
    const person: Registrant = {
      firstName: 'Harriet',
      familyName: `Mugisha${run}`,
      email: `harriet.${run}@example.org`,
    };
    const reference = await visitorPays(browser, person);

    await findRegistration(page, person);
    await page
      .getByRole('button', { name: `View Dr. ${person.firstName} ${person.familyName}` })
      .click();
    const details = page.getByRole('dialog', { name: 'Registration Details' });
    await expect(details).toContainText(person.email);
    await expect(details.getByRole('button', { name: 'Mark as Pending' })).toHaveCount(0);
    await page.screenshot({ path: '../reports/admin-screens/registration-dialog-1280.png' });
    await details.getByRole('link', { name: 'Edit Registration' }).click();
    await expect(page).toHaveURL(/\/dashboard\/registrations\/\d+\/edit$/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(person.email);
    await page.screenshot({
      path: '../reports/admin-screens/edit-registration-1280.png',
      fullPage: true,
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/registrations\?q=/);

    const row = await pendingPaymentRow(page, person);
    await expect(row).toContainText('$200 USD');
    await expect(row).toContainText(`TX-${run}-Harriet`);

    // The proof opens in a new tab through a short-lived signed link.
    const name = `${person.firstName} ${person.familyName}`;
    const fileResponse = page
      .context()
      .waitForEvent('response', (response) => /\/api\/files\/\d+\/\d+\//.test(response.url()));
    await row.getByRole('button', { name: `View Proof of ${name}` }).click();
    const opened = await fileResponse;
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect(opened.headers()['x-content-type-options']).toBe('nosniff');
    // The shell's proxy adds its own policy beside the api's; a browser enforces both.
    const policies = (await opened.headersArray())
      .filter((header) => header.name.toLowerCase() === 'content-security-policy')
      .map((header) => header.value);
    expect(policies).toContainEqual(expect.stringMatching(/^sandbox;/));
    // The signature travels in the path, never in a query string; with another one the same
    // file is refused.
    expect(new URL(opened.url()).search).toBe('');
    const forged = await page.request.get(opened.url().replace(/[\w-]+$/, 'forged'));
    expect(forged.status()).toBe(403);

    await row.getByRole('button', { name: `Verify payment of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Payment' });
    await expect(dialog).toContainText(
      'Are you sure you want to verify this payment? This will update the registration status to confirmed.',
    );
    // The amount received is the proof's, unless finance changes it.
    await expect(dialog.getByLabel('Amount received (USD)')).toHaveValue('200.00');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: person.email })).toHaveCount(0);

    await page.getByLabel('Show').selectOption('Verified');
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: person.email })
        .getByText('Verified', { exact: true }),
    ).toBeVisible();

    const mail = await waitForMail(page, person.email, 'Registration confirmed: payment verified');
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain('$200');

    await findRegistrationStatus(page, person, 'Verified');
  });

  test('rejects a payment with a reason: the registrant receives the reason', async ({
    page,
    browser,
  }) => {
    const person: Registrant = {
      firstName: 'Esther',
      familyName: `Auma${run}`,
      email: `esther.${run}@example.org`,
    };
    const reference = await visitorPays(browser, person);
    const reason = `The amount on the slip does not match the fee (${run}).`;

    await findRegistration(page, person);
    const row = await pendingPaymentRow(page, person);
    await row
      .getByRole('button', { name: `Reject payment of ${person.firstName} ${person.familyName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reject Payment' });
    await expect(dialog).toContainText(
      'Please provide a reason for rejecting this payment. This information will be sent to the participant.',
    );
    const reject = dialog.getByRole('button', { name: 'Reject' });
    await expect(reject).toBeDisabled();
    await dialog.getByLabel('Reason for rejection').fill(reason);
    await reject.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: person.email })).toHaveCount(0);

    const mail = await waitForMail(page, person.email, 'We could not verify your payment');
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain(reason);

    await findRegistrationStatus(page, person, 'Rejected');
  });
});

async function findRegistrationStatus(page: Page, person: Registrant, status: string) {
  await page.goto(`/dashboard/registrations?q=${encodeURIComponent(person.email)}`);
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row.getByText(status, { exact: true })).toBeVisible();
}
