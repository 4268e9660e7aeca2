import { expect, test, type Page } from '@playwright/test';
import { e2ePorts } from '../ports';
import { collectConsoleErrors } from '../support/console-errors';

const remoteOrigins = [
  `http://localhost:${e2ePorts.publicSite}`,
  `http://localhost:${e2ePorts.adminPortal}`,
];

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function trackCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe('security headers of the front ends', () => {
  test("the shell's CSP names the remotes' origins, forbids framing, and comes with nosniff", async ({
    request,
  }) => {
    const response = await request.get('/');
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split('; ').find((part) => part.startsWith('script-src ')) ?? '';
    expect(scriptSrc.split(' ').sort()).toEqual(
      ["'self'", "'wasm-unsafe-eval'", 'script-src', ...remoteOrigins].sort(),
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('the remotes send nosniff and CORS on the files the shell loads', async ({ request }) => {
    for (const origin of remoteOrigins) {
      const response = await request.get(`${origin}/remoteEntry.js`, {
        headers: { origin: `http://localhost:${e2ePorts.shell}` },
      });
      expect(response.status()).toBe(200);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['access-control-allow-origin']).toBeTruthy();
    }
  });

  for (const path of [
    '/',
    '/registration',
    '/abstracts',
    '/gallery',
    '/accommodation',
    '/dashboard',
  ]) {
    test(`${path} loads everything it needs under the CSP`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const violations = await trackCspViolations(page);
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('the robot check solves its challenge in a worker under the CSP', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const violations = await trackCspViolations(page);
    await page.goto('/registration');
    await page.getByText("I'm not a robot").click();
    // The widget puts its solved payload in the form field the api reads.
    await expect(page.locator('input[name="recaptchaToken"]')).toHaveValue(/.{20,}/, {
      timeout: 20_000,
    });
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
