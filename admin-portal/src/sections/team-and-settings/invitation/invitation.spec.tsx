import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teamMessages } from '@caawg11/conference';
import { mockApi, renderAdmin } from '../../../testing/render-admin';

const preview = {
  body: { success: true, data: { email: 'new.reviewer@example.org', role: 'reviewer' } },
};
const gone = { status: 410, body: { success: false, message: teamMessages.invitationInvalid } };

describe('the invitation page', () => {
  it('lets the invitee, not signed in, choose a password and then sign in', async () => {
    const calls = mockApi({
      'POST /api/auth/invitations/preview': preview,
      'POST /api/auth/invitations/accept': {
        body: { success: true, message: 'Your password is set. You can sign in now.' },
      },
    });
    renderAdmin('/dashboard/invitation?token=tok-1');
    expect(
      await screen.findByText('You have been invited to the CAAWG11 back office as Reviewer.'),
    ).toBeInTheDocument();
    expect(screen.getByText('new.reviewer@example.org')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Login' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Password'), 'too-short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'something-else');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(
      await screen.findByText('The password must have at least 12 characters'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByText('The two passwords are not the same')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/auth/invitations/accept')).toBe(false);

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'a long enough password');
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your account is ready.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/dashboard');
    const accept = calls.find((call) => call.path === '/api/auth/invitations/accept');
    expect(accept?.body).toEqual({ token: 'tok-1', password: 'a long enough password' });
    // The token travels in bodies, never in a URL that a log would keep.
    expect(calls.find((call) => call.path === '/api/auth/invitations/preview')?.body).toEqual({
      token: 'tok-1',
    });
    expect(calls.filter((call) => `${call.path}?${call.search}`.includes('tok-1'))).toEqual([]);
    expect(calls.every((call) => call.authorization === null)).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it("shows the api's message for a used or expired link, and no form", async () => {
    mockApi({ 'POST /api/auth/invitations/preview': gone });
    renderAdmin('/dashboard/invitation?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(teamMessages.invitationInvalid);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('says the link is not valid when it carries no token, without asking the api', async () => {
    const calls = mockApi({});
    renderAdmin('/dashboard/invitation');
    expect(await screen.findByRole('alert')).toHaveTextContent(teamMessages.invitationInvalid);
    expect(calls).toEqual([]);
  });

  it('shows why the api refused the password when the link stopped working meanwhile', async () => {
    mockApi({
      'POST /api/auth/invitations/preview': preview,
      'POST /api/auth/invitations/accept': gone,
    });
    renderAdmin('/dashboard/invitation?token=tok-2');
    await userEvent.type(await screen.findByLabelText('Password'), 'a long enough password');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(teamMessages.invitationInvalid);
    expect(within(alert).queryByText('Your account is ready.')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
