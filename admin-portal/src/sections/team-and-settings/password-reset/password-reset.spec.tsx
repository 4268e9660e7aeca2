import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, teamMessages } from '@caawg11/conference';
import { mockApi, renderAdmin } from '../../../testing/render-admin';

const requested = {
  status: 202,
  body: { success: true, message: teamMessages.passwordResetRequested },
};
const gone = { status: 410, body: { success: false, message: teamMessages.passwordResetInvalid } };

describe('the forgotten-password screen', () => {
  it('is reached from the sign-in screen and says the same whatever the address', async () => {
    const calls = mockApi({
      'GET /api/auth/me': { status: 401, body: { success: false, message: 'Please sign in.' } },
      'POST /api/auth/password-reset': requested,
    });
    renderAdmin('/dashboard');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/forgot-password');

    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(messages.required)).toHaveAttribute('role', 'alert');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/auth/password-reset')).toBe(false);

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), ' Member@Example.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses this address, we have sent it a link to choose a new password.',
    );
    const sent = calls.find((call) => call.path === '/api/auth/password-reset');
    expect(sent?.body).toEqual({ email: 'Member@Example.org' });
    expect(sent?.authorization).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it("shows the api's refusal when too many links were asked for", async () => {
    mockApi({
      'POST /api/auth/password-reset': {
        status: 429,
        body: { success: false, message: messages.tooManyRequestsRetryIn(600) },
      },
    });
    renderAdmin('/dashboard/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'member@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages.tooManyRequestsRetryIn(600),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the reset screen', () => {
  it('sets the new password with the token of the link, then leads to sign-in', async () => {
    const calls = mockApi({
      'POST /api/auth/password-reset/confirm': {
        body: { success: true, message: teamMessages.passwordResetDone },
      },
    });
    renderAdmin('/dashboard/reset-password?token=tok-1');
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(screen.getByText('At least 12 characters.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New password'), 'too-short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'something-else');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(teamMessages.passwordTooShort(12))).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByText(teamMessages.passwordsDiffer)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'a long enough password');
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(teamMessages.passwordResetDone);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 'tok-1', password: 'a long enough password' });
    expect(calls[0]?.authorization).toBeNull();
    // The token travels in the body, never in a URL that a log would keep.
    expect(calls[0]?.search.toString()).toBe('');

    mockApi({
      'GET /api/auth/me': { status: 401, body: { success: false, message: 'Please sign in.' } },
    });
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('explains a used or expired link and offers a new one', async () => {
    mockApi({ 'POST /api/auth/password-reset/confirm': gone });
    renderAdmin('/dashboard/reset-password?token=old');
    await userEvent.type(await screen.findByLabelText('New password'), 'a long enough password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(teamMessages.passwordResetInvalid);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('says the link is not valid when it carries no token, without asking the api', async () => {
    const calls = mockApi({});
    renderAdmin('/dashboard/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(teamMessages.passwordResetInvalid);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
