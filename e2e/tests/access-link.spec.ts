import { expect, test } from '@playwright/test';
import { register, uploadProof, waitForMail, type Registrant } from '../support/admin-journey';
import { runId } from '../support/run-id';

/**
 * The registrant's access link: asked for on /verify, read from the e-mail in the mail sink,
 * opened on /my-registration, where a payment proof is uploaded and listed as pending.
 */

const run = runId();

function accessLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/my-registration\?token=[\w-]{43}/.exec(text)?.[0];
  expect(link, 'an access link in the e-mail').toBeTruthy();
  return link ?? '';
}

test.describe('the registrant reaches their registration through the e-mailed link', () => {
  // A robot check, an upload and two e-mails through the queue on a shared two-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('registers, requests the link on /verify, opens it and uploads a payment proof', async ({
    page,
  }) => {
    const person: Registrant = {
      firstName: 'Joy',
      familyName: `Kiconco${run}`,
      email: `joy.${run}@example.org`,
    };
    const reference = await register(page, person);

    // The confirmation e-mail quotes the reference and already carries a link.
    const confirmation = await waitForMail(
      page,
      person.email,
      `registration received - ${reference}`,
    );
    accessLinkIn(confirmation.text ?? '');

    await page.goto('/verify');
    await page.getByLabel(/Registration email address/).fill(person.email);
    await page.getByRole('button', { name: 'Send Access Link' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    await expect(page.getByText(person.email)).toBeVisible();

    const mail = await waitForMail(page, person.email, 'registration access link');
    await page.goto(accessLinkIn(mail.text ?? ''));
    await expect(page.getByRole('heading', { name: 'Your Registration', level: 1 })).toBeVisible();
    await expect(page.getByText(reference).first()).toBeVisible();
    await expect(page.getByText('You have not sent a payment proof yet.')).toBeVisible();

    const transaction = `TX-${run}-JOY`;
    await uploadProof(page, transaction);
    const payments = page.getByRole('list', { name: 'Payments sent' });
    const payment = payments.getByRole('listitem').filter({ hasText: transaction });
    await expect(payment).toHaveCount(1);
    await expect(payment.getByText('Pending', { exact: true })).toBeVisible();
  });

  test('an unknown or expired link leads back to /verify', async ({ page }) => {
    await page.goto(`/my-registration?token=${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
    await expect(page.getByText(/invalid or has expired/)).toBeVisible();
    await page.getByRole('link', { name: 'Request a new access link' }).click();
    await expect(page).toHaveURL(/\/verify$/);
  });
});
