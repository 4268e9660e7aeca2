import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminPayment } from '@caawg11/conference';
import { renderAdmin, signedIn } from '../../../testing/render-admin';

function payment(overrides: Partial<AdminPayment> = {}): AdminPayment {
  return {
    _id: '7',
    registration: {
      _id: '3',
      reference: 'CAAWG11-0003',
      firstName: 'Joy',
      familyName: 'Kemigisha',
      email: 'joy@example.org',
    },
    amount: 150,
    method: 'bank-transfer',
    reference: 'TX-991',
    paymentDate: '2025-06-10',
    status: 'pending',
    proofUrl: '/api/admin/payments/7/proof-link',
    notes: null,
    createdAt: '2025-06-10T09:00:00.000Z',
    ...overrides,
  };
}

describe('Payment Verification', () => {
  it('lists pending payments by default with their columns and actions', async () => {
    const calls = signedIn({
      'GET /api/admin/payments': { body: { success: true, data: [payment()], count: 1 } },
    });
    renderAdmin('/dashboard/payments');
    expect(
      await screen.findByRole('heading', { name: 'Payment Verification' }),
    ).toBeInTheDocument();
    const filter = screen.getByLabelText('Show');
    expect(filter).toHaveDisplayValue('Pending Verification');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pending Verification', 'Verified', 'Rejected', 'All Payments']);
    const table = await screen.findByRole('table');
    const [header, row] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Registration', 'Amount', 'Method', 'Reference', 'Date', 'Status', 'Actions']);
    expect(row).toHaveTextContent('Joy Kemigisha');
    expect(row).toHaveTextContent('joy@example.org');
    expect(row).toHaveTextContent('$150 USD');
    expect(row).toHaveTextContent('Bank transfer');
    expect(row).toHaveTextContent('TX-991');
    expect(
      within(row!).getByRole('button', { name: 'View Proof of Joy Kemigisha' }),
    ).toBeInTheDocument();
    expect(
      within(row!).getByRole('button', { name: 'Verify payment of Joy Kemigisha' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/admin/payments')?.search.get('status')).toBe(
      'pending',
    );
  });

  it('shows the empty states for pending and for the other filters', async () => {
    signedIn({ 'GET /api/admin/payments': { body: { success: true, data: [], count: 0 } } });
    renderAdmin('/dashboard/payments');
    expect(await screen.findByText('No payments found')).toBeInTheDocument();
    expect(
      screen.getByText('There are no pending payments to verify at this time.'),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'All Payments');
    expect(await screen.findByText('Try selecting a different status filter.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/payments?status=all');
  });

  it('verifies after the confirmation and reloads the list', async () => {
    let verified = false;
    const calls = signedIn({
      'GET /api/admin/payments': () => ({
        body: { success: true, data: verified ? [] : [payment()], count: verified ? 0 : 1 },
      }),
      'PUT /api/admin/payments/7/verify': () => {
        verified = true;
        return { body: { success: true } };
      },
    });
    renderAdmin('/dashboard/payments');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Verify payment of Joy Kemigisha' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Verify Payment' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to verify this payment? This will update the registration status to confirmed.',
    );
    expect(within(dialog).getByLabelText('Amount received (USD)')).toHaveValue(150);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('There are no pending payments to verify at this time.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/admin/payments')).toHaveLength(2);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ amount: 150 });
  });

  it('verifies for the amount actually received, refusing one that is not an amount', async () => {
    const calls = signedIn({
      'GET /api/admin/payments': { body: { success: true, data: [payment()], count: 1 } },
      'PUT /api/admin/payments/7/verify': { body: { success: true } },
    });
    renderAdmin('/dashboard/payments');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Verify payment of Joy Kemigisha' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Verify Payment' });
    const amount = within(dialog).getByLabelText('Amount received (USD)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText('The amount must be more than 0')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ amount: 100 }),
    );
  });

  it('rejects only with a reason, sending it as notes', async () => {
    const calls = signedIn({
      'GET /api/admin/payments': { body: { success: true, data: [payment()], count: 1 } },
      'PUT /api/admin/payments/7/reject': { body: { success: true } },
    });
    renderAdmin('/dashboard/payments');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reject payment of Joy Kemigisha' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject Payment' });
    expect(dialog).toHaveTextContent(
      'Please provide a reason for rejecting this payment. This information will be sent to the participant.',
    );
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason for rejection'), '   ');
    expect(reject).toBeDisabled();
    await userEvent.type(
      within(dialog).getByLabelText('Reason for rejection'),
      'Amount does not match',
    );
    expect(reject).toBeEnabled();
    await userEvent.click(reject);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      notes: 'Amount does not match',
    });
  });

  it('closes the reject dialog on Cancel without a call', async () => {
    const calls = signedIn({
      'GET /api/admin/payments': { body: { success: true, data: [payment()], count: 1 } },
    });
    renderAdmin('/dashboard/payments');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reject payment of Joy Kemigisha' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("shows 'Failed to verify payment' and 'Failed to reject payment' in the Error panel", async () => {
    signedIn({
      'GET /api/admin/payments': { body: { success: true, data: [payment()], count: 1 } },
      'PUT /api/admin/payments/7/verify': { status: 500 },
      'PUT /api/admin/payments/7/reject': { status: 500 },
    });
    renderAdmin('/dashboard/payments');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Verify payment of Joy Kemigisha' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Verify' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify payment');
    await userEvent.click(screen.getByRole('button', { name: 'Back to payments' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reject payment of Joy Kemigisha' }),
    );
    await userEvent.type(screen.getByLabelText('Reason for rejection'), 'No proof');
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reject payment');
  });

  it("shows 'Failed to load payment data' when the list fails", async () => {
    signedIn({ 'GET /api/admin/payments': { status: 500 } });
    renderAdmin('/dashboard/payments');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load payment data');
  });

  it('opens the proof through a signed link in a new tab', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const calls = signedIn({
      'GET /api/admin/payments': { body: { success: true, data: [payment()], count: 1 } },
      'POST /api/admin/payments/7/proof-link': {
        body: { success: true, url: '/api/files/12/1/abc' },
      },
    });
    renderAdmin('/dashboard/payments');
    await userEvent.click(
      await screen.findByRole('button', { name: 'View Proof of Joy Kemigisha' }),
    );
    await waitFor(() => expect(tab.location.href).toBe('/api/files/12/1/abc'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.authorization).toBe('Bearer test-token');
  });

  it('closes the new tab and says so when the proof cannot be opened', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    signedIn({
      'GET /api/admin/payments': { body: { success: true, data: [payment()], count: 1 } },
      'POST /api/admin/payments/7/proof-link': { status: 404 },
    });
    renderAdmin('/dashboard/payments');
    await userEvent.click(
      await screen.findByRole('button', { name: 'View Proof of Joy Kemigisha' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The proof could not be opened. Please try again.',
    );
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
