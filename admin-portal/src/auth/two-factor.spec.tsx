import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { twoFactorMessages } from '@caawg11/conference';
import { adminUser, mockApi, renderAdmin, statistics } from '../testing/render-admin';

const dashboard = { 'GET /api/admin/dashboard': { body: { success: true, data: statistics() } } };
const recoveryCodes = Array.from(
  { length: 10 },
  (_, n) => `abcdef-ghjk${String(n).padStart(2, '2')}`,
);

async function typePassword() {
  await userEvent.type(await screen.findByLabelText('Email address'), adminUser.email);
  await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('two-factor sign-in in the admin panel', () => {
  it('asks for the authentication code after the password, says when it is wrong, and signs in with a right one', async () => {
    let attempts = 0;
    const calls = mockApi({
      'POST /api/auth/login': {
        body: {
          success: true,
          message: 'Enter your authentication code',
          twoFactorRequired: true,
          challengeToken: 'challenge-1',
        },
      },
      'POST /api/auth/two-factor/verify': () =>
        ++attempts === 1
          ? {
              status: 401,
              body: { success: false, message: twoFactorMessages.wrongCode },
            }
          : { body: { success: true, token: 'jwt-2', message: 'Signed in' } },
      'GET /api/auth/me': { body: { success: true, data: adminUser } },
      ...dashboard,
    });
    renderAdmin();
    await typePassword();

    expect(await screen.findByRole('heading', { name: 'Authentication code' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    const field = screen.getByLabelText('Authentication code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAccessibleDescription(
      'The 6-digit code your authenticator app shows, or one of your recovery codes.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent(twoFactorMessages.codeRequired);

    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(twoFactorMessages.wrongCode);

    await userEvent.type(screen.getByLabelText('Authentication code'), 'abcdef-ghjkmn');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Admin Panel')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('jwt-2');
    expect(
      calls.filter((call) => call.path === '/api/auth/two-factor/verify').map((call) => call.body),
    ).toEqual([
      { challengeToken: 'challenge-1', code: '123456' },
      { challengeToken: 'challenge-1', code: 'abcdef-ghjkmn' },
    ]);
  });

  it('goes back to the password from the code step', async () => {
    mockApi({
      'POST /api/auth/login': {
        body: { success: true, message: '', twoFactorRequired: true, challengeToken: 'c' },
      },
    });
    renderAdmin();
    await typePassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Back to the password' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('leads a member whose role needs two factors through the set-up, then into the panel', async () => {
    let enabled = false;
    const calls = mockApi({
      'POST /api/auth/login': {
        body: { success: true, message: '', token: 'limited', twoFactorSetupRequired: true },
      },
      'GET /api/auth/me': () => ({
        body: {
          success: true,
          data: enabled ? adminUser : { ...adminUser, twoFactorSetupRequired: true },
        },
      }),
      'POST /api/auth/two-factor/setup': {
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
      'POST /api/auth/two-factor/enable': ({ body }) => {
        if ((body as { code: string }).code !== '654321') {
          return {
            status: 400,
            body: {
              success: false,
              message: twoFactorMessages.wrongSetupCode,
              errors: { code: twoFactorMessages.wrongSetupCode },
            },
          };
        }
        enabled = true;
        return {
          body: { success: true, message: 'on', recoveryCodes, token: 'full' },
        };
      },
      ...dashboard,
    });
    renderAdmin();
    await typePassword();

    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your role requires two-factor authentication/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));

    const qr = await screen.findByRole('img', {
      name: 'QR code to add this account to an authenticator app',
    });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByLabelText('Key for manual entry')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    await userEvent.type(screen.getByLabelText('Enter the 6-digit code the app shows'), '111111');
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn on two-factor authentication' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(twoFactorMessages.wrongSetupCode);

    await userEvent.type(screen.getByLabelText('Enter the 6-digit code the app shows'), '654321');
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn on two-factor authentication' }),
    );

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    const download = screen.getByRole('link', { name: 'Download the codes' });
    expect(download).toHaveAttribute('download', 'caawg11-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain(recoveryCodes.join('\n'));
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await userEvent.click(screen.getByLabelText('I have saved my recovery codes'));
    await userEvent.click(done);

    expect(await screen.findByText('Admin Panel')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('full');
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/auth/me').at(-1)?.authorization).toBe(
        'Bearer full',
      ),
    );
  });
});
