import { expect, test, type Browser } from '@playwright/test';
import { shellUrl } from '../ports';
import { openAccessLink, register, waitForMail, type Registrant } from '../support/admin-journey';
import { attachScreenshot, screenshotsAtTwoWidths, scrollsSideways } from '../support/screenshots';
import { runId } from '../support/run-id';

/**
 * Through the shell: two colleagues register; finance makes one invoice to their university
 * for both, finds it listed, and e-mails its PDF to the university's accounts office; one of the
 * colleagues asks for an invoice of her own registration addressed to the university from her
 * access-link page.
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

test.describe('invoices to an institution', () => {
  test.describe.configure({ timeout: 180_000 });

  test('finance makes a group invoice for two delegates and e-mails it; a delegate asks for an invoice to her institution', async ({
    page,
    browser,
  }, testInfo) => {
    const first: Registrant = {
      firstName: 'Wanjiru',
      familyName: `Kamau${run}`,
      email: `wanjiru.${run}@example.org`,
    };
    const second: Registrant = {
      firstName: 'Abena',
      familyName: `Owusu${run}`,
      email: `abena.${run}@example.org`,
    };
    const firstReference = await registers(browser, first);
    const secondReference = await registers(browser, second);

    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Group invoices' })
      .click();
    await expect(page.getByRole('heading', { name: 'Group invoices', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New group invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'New group invoice' });
    await dialog.getByLabel('Institution').fill(`University of Nairobi ${run}`);
    await dialog.getByLabel('Postal address').fill('P.O. Box 30197\nNairobi, Kenya');
    await dialog.getByLabel('Tax ID (optional)').fill('P051099811X');
    await dialog.getByLabel('Purchase order (optional)').fill(`PO-${run}`);
    for (const [person, reference] of [
      [first, firstReference],
      [second, secondReference],
    ] as const) {
      await dialog.getByLabel('Find a registration by name or e-mail').fill(person.email);
      await dialog.getByRole('button', { name: 'Search' }).click();
      await dialog.getByRole('button', { name: `Add ${reference}` }).click();
    }
    await expect(dialog.getByText('Delegates on the invoice (2)')).toBeVisible();
    await attachScreenshot(page, testInfo, 'new group invoice', { fullPage: true });
    await page.screenshot({
      path: '../reports/admin-screens/group-invoice-new-1280.png',
      fullPage: true,
    });
    await dialog.getByRole('button', { name: 'Create invoice' }).click();

    const heading = page.getByRole('heading', { name: /^Group invoice GRP-\d{4}/, level: 1 });
    await expect(heading).toBeVisible();
    const groupReference = /GRP-\d{4}/.exec((await heading.textContent()) ?? '')?.[0] ?? '';
    const delegates = page.getByRole('table', { name: /Delegates \(2\)/ });
    await expect(delegates).toContainText(firstReference);
    await expect(delegates).toContainText(secondReference);
    // Registrations made now are charged the standard non-member fee, 200 USD each.
    await expect(page.getByText('$400.00 USD').first()).toBeVisible();
    await page.screenshot({
      path: '../reports/admin-screens/group-invoice-detail-1280.png',
      fullPage: true,
    });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({
      path: '../reports/admin-screens/group-invoice-detail-360.png',
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Send by e-mail' }).click();
    const send = page.getByRole('dialog', { name: `Send ${groupReference} by e-mail` });
    await send.getByLabel('E-mail address').fill(`accounts.${run}@example.org`);
    await send.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is on its way' })).toBeVisible();
    await waitForMail(
      page,
      `accounts.${run}@example.org`,
      `Invoice ${groupReference} for University of Nairobi ${run}`,
    );

    await page.goto('/dashboard/group-invoices');
    const row = page.getByRole('row').filter({ hasText: groupReference });
    await expect(row).toContainText(`University of Nairobi ${run}`);
    await expect(row).toContainText('Open');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({
      path: '../reports/admin-screens/group-invoices-list-360.png',
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 800 });

    await openAccessLink(page, first);
    await page.getByText('An invoice to your institution').click();
    await page
      .getByLabel(/^Institution/)
      .first()
      .fill(`University of Nairobi ${run}`);
    await page
      .getByLabel(/^Postal address/)
      .first()
      .fill('P.O. Box 30197, Nairobi');
    await page.getByRole('button', { name: 'Make the invoice' }).click();
    await expect(
      page.getByText(/Invoice CAAWG11-INV-\d{4} to University of Nairobi/),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Download invoice to your institution (PDF)' }),
    ).toBeVisible();
    await page.getByText('One invoice for you and your colleagues').click();
    await page.screenshot({
      path: '../reports/admin-screens/my-registration-invoices-1280.png',
      fullPage: true,
    });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({
      path: '../reports/admin-screens/my-registration-invoices-360.png',
      fullPage: true,
    });
  });

  test('a delegate asks for a group invoice; it is made once her colleague agrees from the e-mailed link', async ({
    browser,
  }) => {
    const lead: Registrant = {
      firstName: 'Akosua',
      familyName: `Mensah${run}`,
      email: `akosua.${run}@example.org`,
    };
    const mate: Registrant = {
      firstName: 'Halima',
      familyName: `Juma${run}`,
      email: `halima.${run}@example.org`,
    };
    await registers(browser, lead);
    const mateReference = await registers(browser, mate);

    const context = await browser.newContext({ baseURL: shellUrl });
    const page = await context.newPage();
    try {
      await openAccessLink(page, lead);
      await page.getByText('One invoice for you and your colleagues').click();
      const part = page
        .locator('details')
        .filter({ hasText: 'One invoice for you and your colleagues' });
      await part.getByLabel(/^Institution/).fill(`Kenyatta University ${run}`);
      await part.getByLabel(/^Postal address/).fill('P.O. Box 43844\nNairobi, Kenya');
      await part.getByLabel('Registration ID of colleague 1').fill(mateReference);
      await part.getByLabel('E-mail address of colleague 1').fill(mate.email.toUpperCase());
      await part.getByRole('button', { name: 'Ask my colleagues to agree' }).click();
      const state = part.getByRole('status');
      await expect(state).toContainText('Waiting for your colleagues to agree');
      await expect(state).toContainText(`${mateReference} has not answered yet`);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await scrollsSideways(page), `the waiting request at ${width} px`).toBe(false);
        await part.screenshot({
          path: `../reports/e2e-screens/group-invoice-waiting-${width}.png`,
        });
      }

      const asked = await waitForMail(page, mate.email, 'on a group invoice');
      const link = /https?:\/\/\S+group-invoice-consent\?token=[\w-]+/.exec(
        asked.text ?? asked.html ?? '',
      )?.[0];
      expect(link, 'the consent link in the e-mail').toBeTruthy();
      const matePage = await context.newPage();
      await matePage.goto(link ?? '');
      await expect(
        matePage.getByRole('heading', { name: 'A group invoice that includes you', level: 1 }),
      ).toBeVisible();
      await expect(matePage.getByText(`to Kenyatta University ${run} covering`)).toBeVisible();
      await screenshotsAtTwoWidths(matePage, 'group-invoice-consent');
      await matePage.getByRole('button', { name: 'I agree' }).click();
      await expect(matePage.getByRole('status')).toHaveText(
        'Thank you. You have agreed to be on the group invoice.',
      );

      await waitForMail(page, lead.email, 'is ready');
      await page.reload();
      await page.getByText('One invoice for you and your colleagues').click();
      await expect(
        page.getByText(
          new RegExp(`Group invoice GRP-\\d{4} to Kenyatta University ${run} covers 2 delegates`),
        ),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: 'Download group invoice (PDF)' }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
