import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAccessLink, register } from '../support/admin-journey';
import { runId } from '../support/run-id';

/**
 * An empty submit of each form shows every required field's message at once, in the
 * shared library's words and tied to its field, the robot check's included: no form leaves the
 * check to the browser, whose bubble would name one field at a time in its own words.
 */

const required = 'This field is required';
const captchaRequired = 'Please complete the reCAPTCHA verification';

/** A description that ends with the message (a field's hint may come before it). */
function endingWith(message: string): RegExp {
  return new RegExp(`(^|\\s)${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** The field is marked invalid, and its accessible description ends with the message. */
async function expectMessage(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(endingWith(message));
}

/** The robot check has fetched its challenge and waits for the visitor. */
async function robotCheckReady(page: Page): Promise<void> {
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible({
    timeout: 30_000,
  });
}

async function expectRobotCheckMessage(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('group', { name: 'Robot check' })).toHaveAccessibleDescription(
    message,
  );
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

test.describe('an empty submit shows every field message at once', () => {
  test('registration', async ({ page }) => {
    await page.goto('/registration');
    await robotCheckReady(page);
    await page.getByRole('button', { name: 'Submit Registration' }).click();

    for (const label of [
      /^Title/,
      /^First Name/,
      /^Other Names/,
      /^Gender/,
      /^Email Address/,
      /^Phone Number/,
      /^Country/,
      /^City/,
      /^Participant Category/,
    ]) {
      await expectMessage(page.getByLabel(label), required);
    }
    await expect(page.getByRole('group', { name: /field trip/ })).toHaveAccessibleDescription(
      required,
    );
    await expectMessage(page.getByLabel(/my registration is confirmed only once/), required);
    await expectRobotCheckMessage(page, captchaRequired);
  });

  test('access-link request on /verify', async ({ page }) => {
    await page.goto('/verify');
    await page.getByRole('button', { name: 'Send Access Link' }).click();
    await expectMessage(
      page.getByLabel(/Registration email address/),
      'Please enter your email address',
    );
  });

  test('abstract submission, guidelines box ticked', async ({ page }) => {
    await page.goto('/abstracts');
    const form = page.locator('#submission-form');
    await robotCheckReady(page);
    await form.getByLabel(/adheres to the formatting guidelines/).check();
    await form.getByRole('button', { name: 'Submit Abstract' }).click();

    await expectMessage(form.getByLabel(/^Full Name/), 'Full name is required');
    await expectMessage(form.getByLabel(/^Affiliation/), 'Affiliation is required');
    await expectMessage(form.getByLabel(/^Email Address/), 'Email is required');
    await expectMessage(form.getByLabel(/^Abstract Title/), 'Abstract title is required');
    await expectMessage(form.getByLabel(/^Subtheme/), 'Please select a subtheme for your abstract');
    await expectMessage(form.getByLabel(/^Abstract file/), 'Abstract file is required');
    await expectRobotCheckMessage(page, captchaRequired);
  });

  test('accommodation booking', async ({ page }) => {
    await page.goto('/accommodation');
    await robotCheckReady(page);
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();

    await expectMessage(page.getByLabel(/^Full Name/), 'Full name is required');
    await expectMessage(page.getByLabel(/^Email Address/), 'Email address is required');
    await expectMessage(page.getByLabel(/^Phone Number/), 'Phone number is required');
    await expectMessage(page.getByLabel(/^Nationality/), 'Nationality is required');
    await expectMessage(page.getByLabel(/^Check-in Date/), 'Check-in date is required');
    await expectMessage(page.getByLabel(/^Check-out Date/), 'Check-out date is required');
    await expectRobotCheckMessage(page, 'Please verify that you are not a robot');
  });

  test('sponsorship inquiry dialog', async ({ page }) => {
    await page.goto('/sponsorship');
    await page.getByRole('button', { name: 'Contact Us' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();

    await expect(dialog.getByRole('alert')).toHaveText(
      'Please fill in all required fields: Name, Email, and Company.',
    );
    await expectMessage(dialog.getByLabel(/^Full Name/), required);
    await expectMessage(dialog.getByLabel(/^Email Address/), required);
    await expectMessage(dialog.getByLabel(/^Company\/Organization/), required);
  });

  test('membership application dialog', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Become a Member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();

    for (const label of [
      /^Title/,
      /^Full name/,
      /^Organisation/,
      /^Profession/,
      /^Highest qualification/,
      /^Email/,
    ]) {
      await expectMessage(dialog.getByLabel(label), required);
    }
  });

  test('contact', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();

    for (const label of [/^Your name/, /^Your email/, /^Subject/, /^Message/]) {
      await expectMessage(page.getByLabel(label), required);
    }
  });

  test("payment proof on the registrant's page", async ({ page }) => {
    // A registration (robot check solved) and an access link through the mail queue.
    test.setTimeout(180_000);
    const run = runId();
    const person = {
      firstName: 'Grace',
      familyName: `Auma${run}`,
      email: `grace.${run}@example.org`,
    };
    await register(page, person);
    await openAccessLink(page, person);
    await page.getByRole('button', { name: 'Upload Payment Proof' }).click();

    // The method and the amount due come filled in; the other fields start empty.
    for (const label of [/^Transaction reference/, /^Payment date/]) {
      await expectMessage(page.getByLabel(label), required);
    }
    await expectMessage(page.getByLabel(/^Proof of payment/), required);
  });

  test('admin login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please provide email and password');
  });
});
