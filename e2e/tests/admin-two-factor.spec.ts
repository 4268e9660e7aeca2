import { expect, test, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { shellUrl } from '../ports';
import { acceptInvitation, inviteTeamMember } from '../support/admin-journey';
import { screenshotsAtTwoWidths } from '../support/screenshots';

const member = {
  email: `two.factor.member.${Date.now()}@example.org`,
  password: 'the password of a careful member',
};

/**
 * The app's code of the next 30-second step: the code that turned two factors on is refused for
 * the rest of its own step, and the api accepts one step of clock drift.
 */
function nextAppCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

/** Opens a fresh browser at the sign-in screen and gets past the password. */
async function signInWithPassword(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: shellUrl,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Authentication code' })).toBeVisible();
  return page;
}

async function submitCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * A member turns on two factors from their account with a code computed as an authenticator app
 * would, then signs in with an app code, once with a recovery code, and cannot use that recovery
 * code a second time.
 */
test('a member turns on two factors and signs in with a code and a recovery code', async ({
  page,
  browser,
}) => {
  test.slow();
  const link = await inviteTeamMember(page, member.email, 'logistics');
  const { context: signedIn, page: account } = await acceptInvitation(browser, link, member);
  const opened: Page[] = [];
  try {
    await account.goto('/dashboard/account');
    await expect(account.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await account.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const key = account.getByLabel('Key for manual entry');
    await expect(key).toBeVisible();
    await screenshotsAtTwoWidths(account, 'two-factor-setup');
    const secret = (await key.innerText()).replace(/\s/g, '');

    await account
      .getByLabel('Enter the 6-digit code the app shows')
      .fill(await generate({ secret }));
    await account.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const recoveryCodeItems = account
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem');
    await expect(recoveryCodeItems).toHaveCount(10);
    const recoveryCodes = await recoveryCodeItems.allInnerTexts();
    await screenshotsAtTwoWidths(account, 'two-factor-recovery-codes');
    await account.getByLabel('I have saved my recovery codes').check();
    await account.getByRole('button', { name: 'Done' }).click();
    await expect(account.getByText('Two-factor authentication is on.')).toBeVisible();

    const withAppCode = await signInWithPassword(browser);
    opened.push(withAppCode);
    await screenshotsAtTwoWidths(withAppCode, 'two-factor-code-step');
    await submitCode(withAppCode, await nextAppCode(secret));
    await expect(withAppCode.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();

    const recoveryCode = recoveryCodes[0] ?? '';
    const withRecoveryCode = await signInWithPassword(browser);
    opened.push(withRecoveryCode);
    await submitCode(withRecoveryCode, recoveryCode);
    await expect(
      withRecoveryCode.getByRole('navigation', { name: 'Admin sections' }),
    ).toBeVisible();

    const withUsedCode = await signInWithPassword(browser);
    opened.push(withUsedCode);
    await submitCode(withUsedCode, recoveryCode);
    await expect(withUsedCode.getByRole('alert')).toContainText('That code is not right.');
    await screenshotsAtTwoWidths(withUsedCode, 'two-factor-code-refused');
    await expect(withUsedCode.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  } finally {
    await Promise.all(opened.map((opened) => opened.context().close()));
    await signedIn.close();
  }
});
