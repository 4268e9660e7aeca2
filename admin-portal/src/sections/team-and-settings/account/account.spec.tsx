import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, renderAdmin, signedIn } from '../../../testing/render-admin';

const wrongPassword = 'The current password is not correct.';

describe('My account', () => {
  it('is in every role’s side bar and changes the password, keeping this session on the new token', async () => {
    const calls = signedIn({
      'GET /api/auth/me': {
        body: { success: true, data: { ...adminUser, role: 'reviewer', subthemes: [] } },
      },
      'POST /api/auth/password': {
        body: { success: true, token: 'fresh-token', message: 'Password changed' },
      },
    });
    renderAdmin();
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    await userEvent.click(within(nav).getByRole('link', { name: 'My account' }));
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/account');
    expect(screen.getByText('Reviewer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);

    await userEvent.type(screen.getByLabelText('Current password'), 'the old password');
    await userEvent.type(screen.getByLabelText('New password'), 'too short');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('The password must have at least 12 characters'),
    ).toHaveAttribute('role', 'alert');
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a brand new passwort');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/auth/password')).toBe(false);

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a brand new password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toHaveAttribute(
      'role',
      'status',
    );
    const change = calls.find((call) => call.path === '/api/auth/password');
    expect(change).toMatchObject({
      method: 'POST',
      authorization: 'Bearer test-token',
      body: { currentPassword: 'the old password', newPassword: 'a brand new password' },
    });
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password next to that field', async () => {
    signedIn({
      'POST /api/auth/password': {
        status: 400,
        body: {
          success: false,
          message: wrongPassword,
          errors: { currentPassword: wrongPassword },
        },
      },
    });
    renderAdmin('/dashboard/account');
    await userEvent.type(await screen.findByLabelText('Current password'), 'a guess');
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a brand new password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(wrongPassword);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Your password has been changed.')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('test-token');
  });

  it('ends every other sign-in after a confirmation, keeping this session on the new token', async () => {
    const ended = 'Every other sign-in of your account has ended.';
    const calls = signedIn({
      'POST /api/auth/sessions/end-all': {
        body: { success: true, token: 'fresh-token', message: ended },
      },
    });
    renderAdmin('/dashboard/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/auth/sessions/end-all')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out everywhere else' }),
    );
    expect(await screen.findByText(ended)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/sessions/end-all')).toEqual([
      expect.objectContaining({ method: 'POST', authorization: 'Bearer test-token' }),
    ]);
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
    expect(screen.getByRole('heading', { name: 'My account' })).toBeInTheDocument();
  });

  it('says so in the dialog when the sign-ins could not be ended', async () => {
    signedIn({
      'POST /api/auth/sessions/end-all': {
        status: 503,
        body: { success: false, message: 'The service is unavailable. Please try again shortly.' },
      },
    });
    renderAdmin('/dashboard/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out everywhere else' }),
    );
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'The service is unavailable. Please try again shortly.',
    );
    expect(window.localStorage.getItem('token')).toBe('test-token');
  });
});
