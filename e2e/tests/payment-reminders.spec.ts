import { expect, test } from '@playwright/test';
import { register, waitForMail, type Registrant } from '../support/admin-journey';
import { attachScreenshot, scrollsSideways } from '../support/screenshots';
import { runId } from '../support/run-id';

/**
 * An unpaid registrant is reminded by the worker's schedule (every few seconds in these
 * journeys; the conference's final payment deadline has passed, so every unpaid registration is
 * due) and stops the reminders from the link in the e-mail, on a phone.
 */

const run = runId();

test.describe('payment reminders', () => {
  // A robot check and two e-mails through the queue on a shared two-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('an unpaid registrant is reminded and stops the reminders from the e-mail', async ({
    page,
  }, testInfo) => {
    const person: Registrant = {
      firstName: 'Sarah',
      familyName: `Nabirye${run}`,
      email: `sarah.${run}@example.org`,
    };
    const reference = await register(page, person);

    const reminder = await waitForMail(page, person.email, `${reference}: $`);
    expect(reminder.subject).toMatch(/due by/);
    expect(reminder.text).toContain('Bank payment details');
    const link = /https?:\/\/\S+\/reminders\/opt-out\?token=[\w-]+/.exec(reminder.text ?? '')?.[0];
    expect(link, 'an opt-out link in the reminder').toBeTruthy();

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { name: 'Payment reminders', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Stop payment reminders' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    expect(await scrollsSideways(page), 'the page scrolls sideways').toBe(false);
    await attachScreenshot(page, testInfo, 'reminders stopped, 360 px');
  });
});
