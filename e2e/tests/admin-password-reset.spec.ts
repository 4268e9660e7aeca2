import { expect, test } from '@playwright/test';
import { shellUrl } from '../ports';
import { acceptInvitation, inviteTeamMember, waitForMail } from '../support/admin-journey';
import { recordApiRequestUrls } from '../support/api-requests';
import { screenshotsAtTwoWidths } from '../support/screenshots';

const member = {
  email: `reset.member.${Date.now()}@example.org`,
  password: 'the first password of this member',
};
const newPassword = 'a second password chosen by e-mail';

/**
 * A team member who forgot their password asks for a link from the sign-in screen, opens it from
 * the e-mail in the local inbox, chooses a new password and signs in with it; the old password
 * and the sign-in they had before no longer work.
 */
test('a member resets a forgotten password from the e-mailed link', async ({ page, browser }) => {
  test.slow();
  const link = await inviteTeamMember(page, member.email, 'logistics');
  const { context: before, page: signedInBefore } = await acceptInvitation(browser, link, member);

  const context = await browser.newContext({
    baseURL: shellUrl,
    storageState: { cookies: [], origins: [] },
  });
  try {
    const visitor = await context.newPage();
    const apiRequests = recordApiRequestUrls(visitor);
    await visitor.goto('/dashboard');
    await expect(visitor.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await screenshotsAtTwoWidths(visitor, 'sign-in');

    await visitor.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(visitor.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await screenshotsAtTwoWidths(visitor, 'forgot-password');
    await visitor.getByLabel('Email').fill(member.email);
    await visitor.getByRole('button', { name: 'Send reset link' }).click();
    await expect(visitor.getByRole('status')).toContainText(
      'If an account uses this address, we have sent it a link to choose a new password.',
    );
    await screenshotsAtTwoWidths(visitor, 'forgot-password-sent');

    const mail = await waitForMail(visitor, member.email, 'Choose a new password');
    const resetLink = /https?:\/\/\S+\/dashboard\/reset-password\?token=[\w-]+/.exec(
      mail.text ?? mail.html ?? '',
    )?.[0];
    expect(resetLink, 'the reset link in the e-mail').toBeTruthy();
    await visitor.goto(resetLink ?? '');
    await expect(visitor.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await visitor.getByLabel('New password', { exact: true }).fill('too short');
    await visitor.getByLabel('Confirm new password').fill('something else');
    await visitor.getByRole('button', { name: 'Set new password' }).click();
    await expect(visitor.getByText('The password must have at least 12 characters')).toBeVisible();
    await expect(visitor.getByText('The two passwords are not the same')).toBeVisible();
    await screenshotsAtTwoWidths(visitor, 'reset-password');

    await visitor.getByLabel('New password', { exact: true }).fill(newPassword);
    await visitor.getByLabel('Confirm new password').fill(newPassword);
    await visitor.getByRole('button', { name: 'Set new password' }).click();
    await expect(visitor.getByRole('status')).toContainText('Your password is changed.');
    await screenshotsAtTwoWidths(visitor, 'reset-password-done');
    // The link's token travels in the request body, never in a URL that a log keeps.
    const token = new URL(resetLink ?? '').searchParams.get('token') ?? '';
    expect(apiRequests.filter((url) => url.includes(token))).toEqual([]);

    await visitor.getByRole('link', { name: 'Sign in' }).click();
    await visitor.getByLabel('Email address').fill(member.email);
    await visitor.getByLabel('Password', { exact: true }).fill(member.password);
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await expect(visitor.getByRole('alert')).toContainText('Invalid email or password.');
    await visitor.getByLabel('Password', { exact: true }).fill(newPassword);
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await expect(visitor.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();

    // The sign-in made before the reset has ended.
    await signedInBefore.reload();
    await expect(signedInBefore.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  } finally {
    await context.close();
    await before.close();
  }
});
