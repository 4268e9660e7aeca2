import { messages } from '@caawg11/conference';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { callAt, stubFetch, type FetchCall, settle } from '../forms/testing/network';
import { VerifyPage } from './VerifyPage';

describe('VerifyPage', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
  });

  function renderPage() {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <VerifyPage />
      </MemoryRouter>,
    );
    return user;
  }

  it('asks for an e-mail when the field is blank and sends nothing', async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText(/Registration email address/), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Access Link' }));
    expect(screen.getByText(messages.accessEmailRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/Registration email address/), 'a');
    expect(screen.queryByText(messages.accessEmailRequired)).not.toBeInTheDocument();
  });

  it('goes from sending to a confirmation that names the entered e-mail', async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText(/Registration email address/), 'amina@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Access Link' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(callAt(calls, 0).url).toBe('/api/registrations/verify-request');
    expect(callAt(calls, 0).json).toEqual({ email: 'amina@example.org' });

    await settle(() => callAt(calls, 0).respond(200, { success: true, message: 'Sent' }));
    expect(await screen.findByRole('status')).toHaveTextContent('amina@example.org');
  });

  it("shows the server's message, or the fixed text when there is none", async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText(/Registration email address/), 'amina@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Access Link' }));
    await settle(() =>
      callAt(calls, 0).respond(429, { success: false, message: messages.tooManyRequests }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.tooManyRequests);

    await user.click(screen.getByRole('button', { name: 'Send Access Link' }));
    await settle(() => callAt(calls, 1).respond(500, {}));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.accessRequestProblem);
    expect(screen.getByLabelText(/Registration email address/)).toHaveValue('amina@example.org');
  });

  it('tells how long to wait after too many requests, from the Retry-After the server sent', async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText(/Registration email address/), 'amina@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Access Link' }));
    await settle(() =>
      callAt(calls, 0).respond(
        429,
        { success: false, message: messages.tooManyRequests },
        { 'Retry-After': '3540' },
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 59 minutes.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('a minute');
  });

  it('links back to the homepage and to the registration page', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Register/ })).toHaveAttribute('href', '/registration');
  });
});
