import { expect, test, type Browser } from '@playwright/test';
import { shellUrl } from '../ports';
import { register, waitForMail, type Registrant } from '../support/admin-journey';
import { attachScreenshot } from '../support/screenshots';
import { runId } from '../support/run-id';

/**
 * Through the shell: two visitors register; finance imports their bank's CSV (a layout the
 * product has never seen), maps its columns once, reviews the matches (a mangled reference paid
 * in full, a partial payment, an unrelated transfer), sets the unrelated one aside and books the
 * statement; the registrant who paid in full is verified and told by e-mail.
 */

const run = runId();

async function registers(browser: Browser, person: Registrant): Promise<string> {
  const context = await browser.newContext({ baseURL: shellUrl });
  const page = await context.newPage();
  try {
    return await register(page, person);
  } finally {
    await context.close();
  }
}

/** How a bank may write a quoted reference: lower case, spaces, the letter O for zero. */
function mangled(reference: string): string {
  return reference.toLowerCase().replace('-', ' - ').replace(/0/g, 'O');
}

test.describe('finance books a bank statement', () => {
  test.describe.configure({ timeout: 180_000 });

  test('imports an unseen CSV layout, reviews the matches and books the payments', async ({
    page,
    browser,
  }, testInfo) => {
    const payer: Registrant = {
      firstName: 'Nalongo',
      familyName: `Achieng${run}`,
      email: `nalongo.${run}@example.org`,
    };
    const partial: Registrant = {
      firstName: 'Esi',
      familyName: `Boateng${run}`,
      email: `esi.${run}@example.org`,
    };
    const paidReference = await registers(browser, payer);
    const partialReference = await registers(browser, partial);

    // A bank's own header, with a line of account details above it and decimal commas.
    const statement = [
      `Statement ${run};Centenary Bank`,
      `Booking date;Narrative;Ordering party;Credit;Debit;CCY`,
      `04.08.2025;TRF ${mangled(paidReference)} conference fee;${payer.firstName} ${payer.familyName};200,00;;USD`,
      `05.08.2025;${partialReference} part;${partial.firstName} ${partial.familyName};50,00;;USD`,
      `05.08.2025;OFFICE RENT ${run};Kampala Rocks Ltd;1.250,00;;USD`,
      `06.08.2025;Bank charges;;;12,50;USD`,
    ].join('\n');

    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Bank statements' })
      .click();
    await expect(page.getByRole('heading', { name: 'Bank statements', level: 1 })).toBeVisible();
    await page.getByLabel('Statement file (CSV, CAMT.053 or MT940)').setInputFiles({
      name: `centenary-${run}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(statement),
    });
    await page.getByRole('button', { name: 'Import statement' }).click();

    const mapping = page.getByRole('form', { name: 'Map the columns of this bank’s CSV' });
    await expect(mapping).toBeVisible();
    await mapping.getByLabel('Date column').selectOption('Booking date');
    await mapping.getByLabel('Amount column (money received)').selectOption('Credit');
    await mapping.getByLabel('Reference or description column').selectOption('Narrative');
    await mapping.getByLabel('Payer name column').selectOption('Ordering party');
    await mapping.getByLabel('Currency column').selectOption('CCY');
    await mapping.getByLabel('How dates are written').selectOption('DD.MM.YYYY');
    await mapping.getByLabel('Decimal separator').selectOption(',');
    await attachScreenshot(page, testInfo, 'column mapping', { fullPage: true });
    await mapping.getByRole('button', { name: 'Import with these columns' }).click();

    await expect(page.getByRole('heading', { name: `centenary-${run}.csv` })).toBeVisible();
    const rows = page.getByRole('region', { name: 'Transfers' }).getByRole('row');
    const paidRow = rows.filter({ hasText: payer.familyName });
    const partialRow = rows.filter({ hasText: partial.familyName });
    const rentRow = rows.filter({ hasText: `OFFICE RENT ${run}` });
    // Registrations made now are charged the standard non-member fee, 200 USD.
    await expect(paidRow).toContainText('Paid in full');
    await expect(paidRow).toContainText(paidReference);
    await expect(partialRow).toContainText('Partial payment');
    await expect(partialRow).toContainText('Still due 150.00 USD');
    await expect(rentRow).toContainText('No reference found');
    await expect(rows).toHaveCount(4);
    await attachScreenshot(page, testInfo, 'statement review', { fullPage: true });
    await page.screenshot({
      path: '../reports/admin-screens/bank-statement-review-1280.png',
      fullPage: true,
    });

    await rentRow.getByRole('button', { name: /^Set aside the transfer/ }).click();
    const aside = page.getByRole('dialog', { name: 'Set this transfer aside' });
    await aside.getByLabel('Why is it set aside?').fill('Rent of the association office');
    await aside.getByRole('button', { name: 'Set aside' }).click();
    await expect(rentRow).toContainText('Set aside: Rent of the association office');

    await page.getByRole('button', { name: 'Book payments' }).click();
    const confirm = page.getByRole('dialog', { name: 'Book these payments?' });
    await expect(confirm).toContainText('2 transfers are booked as verified payments');
    await confirm.getByRole('button', { name: 'Book payments' }).click();
    await expect(page.getByText(/Booked .* by /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book payments' })).toHaveCount(0);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({
      path: '../reports/admin-screens/bank-statement-booked-360.png',
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 800 });

    await waitForMail(
      page,
      payer.email,
      `Registration confirmed: payment verified (${paidReference})`,
    );

    await page.goto('/dashboard/registrations');
    await page.getByRole('searchbox', { name: 'Search by email or name' }).fill(payer.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const registration = page.getByRole('row').filter({ hasText: payer.email });
    await expect(registration.getByText('Verified', { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by email or name' }).fill(partial.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const stillPending = page.getByRole('row').filter({ hasText: partial.email });
    await expect(stillPending.getByText('Pending', { exact: true })).toBeVisible();
  });
});
