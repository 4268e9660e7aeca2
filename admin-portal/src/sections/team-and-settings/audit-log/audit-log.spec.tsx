import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditLogView } from '@caawg11/conference';
import { adminUser, renderAdmin, signedIn, statistics } from '../../../testing/render-admin';

function entry(id: number, overrides: Partial<AuditLogView> = {}): AuditLogView {
  return {
    id: String(id),
    actor: 'treasurer@example.org',
    action: 'payment.verified',
    before: { status: 'pending' },
    after: { status: 'verified' },
    createdAt: '2025-06-01T10:00:00.000Z',
    recordType: 'payment',
    recordId: String(40 + id),
    clientAddress: '203.0.113.9',
    ...overrides,
  };
}

function page(entries: AuditLogView[], count = entries.length) {
  return { body: { success: true, message: 'Audit log', data: entries, count } };
}

describe('the Audit log section', () => {
  it('shows who did what to which record, when, with the old and new values', async () => {
    signedIn({
      'GET /api/admin/audit-log': page([
        entry(1),
        entry(2, {
          actor: null,
          action: 'notice-text.reset',
          recordType: 'notice-text',
          recordId: 'abstracts.accepted',
          before: { subject: 'Old subject' },
          after: null,
        }),
      ]),
    });
    renderAdmin('/dashboard/audit-log');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Record', 'Old value', 'New value']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('1 Jun 2025, 13:00');
    expect(first).toHaveTextContent('treasurer@example.org');
    expect(first).toHaveTextContent('payment.verified');
    expect(first).toHaveTextContent('Payment 41');
    expect(within(first!).getAllByRole('cell')[4]).toHaveTextContent('status: pending');
    expect(within(first!).getAllByRole('cell')[5]).toHaveTextContent('status: verified');
    expect(second).toHaveTextContent('System');
    expect(second).toHaveTextContent('E-mail text abstracts.accepted');
    expect(within(second!).getAllByRole('cell')[5]).toHaveTextContent('—');
  });

  it('filters by person, record type, record and dates through the URL, and pages on the server', async () => {
    const calls = signedIn({
      'GET /api/admin/audit-log': ({ url }) =>
        page([entry(Number(url.searchParams.get('page') ?? '1'))], 25),
    });
    renderAdmin('/dashboard/audit-log?recordType=payment&from=2025-06-01');
    await screen.findByRole('table');
    const lastQuery = () =>
      Object.fromEntries(
        calls.filter((call) => call.path === '/api/admin/audit-log').at(-1)!.search,
      );
    expect(lastQuery()).toEqual({
      page: '1',
      limit: '10',
      recordType: 'payment',
      from: '2025-06-01',
    });
    expect(screen.getByLabelText('Record type')).toHaveValue('payment');
    expect(screen.getByLabelText('From')).toHaveValue('2025-06-01');

    await userEvent.type(screen.getByLabelText('Person'), 'treasurer');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ actor: 'treasurer' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/dashboard/audit-log?actor=treasurer&recordType=payment&from=2025-06-01',
    );

    await userEvent.selectOptions(screen.getByLabelText('Record type'), 'Registration');
    await waitFor(() => expect(lastQuery()).toMatchObject({ recordType: 'registration' }));
    await userEvent.type(screen.getByLabelText('To'), '2025-06-30');
    await waitFor(() => expect(lastQuery()).toMatchObject({ to: '2025-06-30' }));

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '3' }));
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 21 to 21 of 25 results');
    expect(screen.getByTestId('location')).toHaveTextContent('page=3');

    await userEvent.click(screen.getByRole('link', { name: 'History of Payment 43' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        page: '1',
        limit: '10',
        recordType: 'payment',
        recordId: '43',
      }),
    );
    expect(screen.getByLabelText('Record ID')).toHaveValue('43');
    expect(screen.getByLabelText('Person')).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '10' }));
  });

  it('leaves out filters in the URL that the api would refuse', async () => {
    const calls = signedIn({ 'GET /api/admin/audit-log': page([]) });
    renderAdmin('/dashboard/audit-log?recordType=planet&from=2025-13-40&recordId=a%20b');
    expect(await screen.findByText('No entries found')).toBeInTheDocument();
    const logCalls = calls.filter((call) => call.path === '/api/admin/audit-log');
    expect(Object.fromEntries(logCalls.at(-1)!.search)).toEqual({ page: '1', limit: '10' });
  });

  it('says when the log cannot be loaded, in place of the old page when a refresh fails', async () => {
    let fail = true;
    signedIn({
      'GET /api/admin/audit-log': () =>
        fail ? { status: 500, body: { success: false, message: 'down' } } : page([entry(1)]),
    });
    const { unmount } = renderAdmin('/dashboard/audit-log');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the audit log');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    fail = false;
    renderAdmin('/dashboard/audit-log');
    await screen.findByRole('table');
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^ErrorFailed to load the audit log$/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('payment.verified')).not.toBeInTheDocument();
  });

  it('is in the side bar only for roles that may read the audit log', async () => {
    signedIn({
      'GET /api/admin/dashboard': { body: { success: true, data: statistics() } },
    });
    const { unmount } = renderAdmin();
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/dashboard/audit-log',
    );
    unmount();

    signedIn({
      'GET /api/auth/me': { body: { success: true, data: { ...adminUser, role: 'finance' } } },
      'GET /api/admin/dashboard': { body: { success: true, data: statistics() } },
    });
    renderAdmin();
    const financeNav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(financeNav).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
  });
});
