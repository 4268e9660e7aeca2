import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MailLogMessage, MailLogRow } from '@caawg11/conference';
import { adminUser, renderAdmin, signedIn, statistics } from '../../../testing/render-admin';

function row(id: number, overrides: Partial<MailLogRow> = {}): MailLogRow {
  return {
    id: String(id),
    to: `person${id}@example.org`,
    template: 'payment-verified',
    status: 'sent',
    language: 'fr',
    createdAt: '2025-06-01T10:00:00.000Z',
    sentAt: '2025-06-01T10:00:02.000Z',
    attempts: 1,
    lastError: null,
    messageId: `<outbox-${id}.1@caawg11.org>`,
    ...overrides,
  };
}

function page(rows: MailLogRow[], count = rows.length) {
  return { body: { success: true, message: 'Mail log', data: rows, count } };
}

const failed = row(2, {
  to: 'carol@example.org',
  template: 'access-link',
  status: 'failed',
  sentAt: null,
  attempts: 12,
  lastError: 'connect ECONNREFUSED 127.0.0.1:1025',
});

describe('the Mail log section', () => {
  it('lists each e-mail with its recipient, template, status, attempts and last error', async () => {
    signedIn({ 'GET /api/admin/mail': page([row(1), failed]) });
    renderAdmin('/dashboard/mail');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Written', 'To', 'Template', 'Status', 'Attempts', 'Sent', 'Last error', 'Actions']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('person1@example.org');
    expect(first).toHaveTextContent('Payment verified');
    expect(first).toHaveTextContent('Sent');
    expect(within(first!).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Access link');
    expect(second).toHaveTextContent('Failed');
    expect(second).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:1025');
    expect(
      within(second!).getByRole('button', { name: 'Resend the e-mail to carol@example.org' }),
    ).toBeInTheDocument();
  });

  it('filters by address, template and status through the URL, and pages on the server', async () => {
    const calls = signedIn({
      'GET /api/admin/mail': ({ url }) =>
        page([row(Number(url.searchParams.get('page') ?? '1'))], 25),
    });
    renderAdmin('/dashboard/mail?status=failed');
    await screen.findByRole('table');
    const lastQuery = () =>
      Object.fromEntries(calls.filter((call) => call.path === '/api/admin/mail').at(-1)!.search);
    expect(lastQuery()).toEqual({ page: '1', limit: '10', status: 'failed' });
    expect(screen.getByLabelText('Status')).toHaveValue('failed');

    await userEvent.type(screen.getByLabelText('Address'), 'carol');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'carol' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/dashboard/mail?search=carol&status=failed',
    );

    await userEvent.selectOptions(screen.getByLabelText('Template'), 'Access link');
    await waitFor(() => expect(lastQuery()).toMatchObject({ template: 'access-link' }));

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '3' }));

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '10' }));
  });

  it('shows one e-mail as sent, with its Message-ID', async () => {
    const message: MailLogMessage = {
      ...row(1),
      replyTo: null,
      asSent: true,
      subject: 'Paiement vérifié',
      text: 'Bonjour Ada, votre paiement est vérifié.',
      unavailable: null,
    };
    signedIn({
      'GET /api/admin/mail': page([row(1)]),
      'GET /api/admin/mail/1': { body: { success: true, message: 'E-mail', data: message } },
    });
    renderAdmin('/dashboard/mail');
    await userEvent.click(
      await screen.findByRole('button', { name: 'View the e-mail to person1@example.org' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'E-mail' });
    const body = await within(dialog).findByRole('region', { name: 'Message as sent' });
    expect(body).toHaveTextContent('Paiement vérifié');
    expect(body).toHaveTextContent('Bonjour Ada, votre paiement est vérifié.');
    expect(dialog).toHaveTextContent('<outbox-1.1@caawg11.org>');
    expect(dialog).toHaveTextContent('Français');
  });

  it('resends one failed e-mail, then all failed ones, and says what it did', async () => {
    let listed = [failed];
    const calls = signedIn({
      'GET /api/admin/mail': () => page(listed),
      'POST /api/admin/mail/2/resend': () => {
        listed = [{ ...failed, status: 'pending' }];
        return { body: { success: true, message: 'E-mail sent again', data: listed[0] } };
      },
      'POST /api/admin/mail/resend-failed': {
        body: { success: true, message: '3 failed e-mails sent again', data: { resent: 3 } },
      },
    });
    renderAdmin('/dashboard/mail');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Resend the e-mail to carol@example.org' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The e-mail to carol@example.org is queued to be sent again.',
    );
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('Queued'));
    expect(
      screen.queryByRole('button', { name: 'Resend the e-mail to carol@example.org' }),
    ).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resend all failed' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '3 failed e-mails are queued to be sent again.',
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/mail/2/resend',
      '/api/admin/mail/resend-failed',
    ]);
  });

  it('shows the api’s refusal of a resend', async () => {
    signedIn({
      'GET /api/admin/mail': page([failed]),
      'POST /api/admin/mail/2/resend': {
        status: 409,
        body: { success: false, message: 'Only a failed e-mail can be resent.' },
      },
    });
    renderAdmin('/dashboard/mail');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Resend the e-mail to carol@example.org' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only a failed e-mail can be resent.',
    );
  });

  it('is in the side bar for administrators and communications, not for finance', async () => {
    for (const role of ['admin', 'communications'] as const) {
      signedIn({
        'GET /api/auth/me': { body: { success: true, data: { ...adminUser, role } } },
        'GET /api/admin/dashboard': { body: { success: true, data: statistics() } },
        'GET /api/admin/inboxes/counts': { body: { success: true, data: {} } },
      });
      const { unmount } = renderAdmin();
      const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
      expect(within(nav).getByRole('link', { name: 'Mail log' })).toHaveAttribute(
        'href',
        '/dashboard/mail',
      );
      unmount();
    }

    signedIn({
      'GET /api/auth/me': { body: { success: true, data: { ...adminUser, role: 'finance' } } },
      'GET /api/admin/dashboard': { body: { success: true, data: statistics() } },
    });
    renderAdmin();
    const financeNav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(financeNav).queryByRole('link', { name: 'Mail log' })).not.toBeInTheDocument();
  });
});
