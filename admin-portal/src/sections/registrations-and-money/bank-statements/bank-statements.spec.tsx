import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BankStatementLineView, BankStatementView } from '@caawg11/conference';
import { renderAdmin, signedIn } from '../../../testing/render-admin';

function line(overrides: Partial<BankStatementLineView>): BankStatementLineView {
  return {
    id: '1',
    date: '2025-08-04',
    amount: '150.00',
    currency: 'USD',
    reference: 'CAAWG11-0001',
    payerName: 'Amina Okello',
    bankReference: 'FT1',
    outcome: 'paid',
    registrationId: '1',
    registrationReference: 'CAAWG11-0001',
    amountDue: '0.00',
    resolution: null,
    comment: null,
    group: null,
    ...overrides,
  };
}

const statement: BankStatementView = {
  id: '5',
  format: 'camt053',
  fileName: 'august.xml',
  importedBy: 'finance@example.org',
  importedAt: '2025-08-05T08:00:00.000Z',
  confirmedBy: null,
  confirmedAt: null,
  lines: [
    line({}),
    line({
      id: '2',
      outcome: 'partial',
      amount: '90.00',
      amountDue: '60.00',
      registrationReference: 'CAAWG11-0004',
    }),
    line({
      id: '3',
      outcome: 'unmatched',
      reference: 'SALARY AUG',
      payerName: 'Kampala Rocks Ltd',
      registrationId: null,
      registrationReference: null,
      amountDue: null,
    }),
  ],
};

describe('Bank statements', () => {
  it('lists the imports with their format, transfers and booking state', async () => {
    signedIn({
      'GET /api/admin/bank-statements': {
        body: { success: true, data: [{ ...statement, lines: undefined, lineCount: 3 }] },
      },
    });
    renderAdmin('/dashboard/bank-statements');
    expect(await screen.findByRole('heading', { name: 'Bank statements' })).toBeInTheDocument();
    expect(screen.getByLabelText('Statement file (CSV, CAMT.053 or MT940)')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('august.xml');
    expect(row).toHaveTextContent('CAMT.053');
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('Waiting for review');
  });

  it('asks for a file before importing', async () => {
    signedIn({ 'GET /api/admin/bank-statements': { body: { success: true, data: [] } } });
    renderAdmin('/dashboard/bank-statements');
    await userEvent.click(await screen.findByRole('button', { name: 'Import statement' }));
    expect(await screen.findByText('Choose the bank statement file to import')).toBeInTheDocument();
  });

  it('shows each transfer’s outcome and what is still due', async () => {
    signedIn({ 'GET /api/admin/bank-statements/5': { body: { success: true, ...statement } } });
    renderAdmin('/dashboard/bank-statements/5');
    const table = await screen.findByRole('table');
    const [, paid, partial, unmatched] = within(table).getAllByRole('row');
    expect(paid).toHaveTextContent('Paid in full');
    expect(paid).toHaveTextContent('CAAWG11-0001');
    expect(partial).toHaveTextContent('Partial payment');
    expect(partial).toHaveTextContent('Still due 60.00 USD');
    expect(unmatched).toHaveTextContent('No reference found');
  });

  it('shows how a transfer quoting a group reference is shared, who still owes and any remainder', async () => {
    const groupLine = line({
      id: '4',
      amount: '200.00',
      reference: 'grp 0002',
      payerName: 'University of Nairobi',
      outcome: 'partial',
      registrationId: null,
      registrationReference: null,
      amountDue: '280.00',
      group: {
        reference: 'GRP-0002',
        shares: [
          {
            registrationId: '7',
            registrationReference: 'CAAWG11-0007',
            amount: '150.00',
            amountDue: '0.00',
          },
          {
            registrationId: '8',
            registrationReference: 'CAAWG11-0008',
            amount: '50.00',
            amountDue: '130.00',
          },
        ],
        stillOwing: ['CAAWG11-0008', 'CAAWG11-0009'],
        unmatchedRemainder: '0.00',
      },
    });
    signedIn({
      'GET /api/admin/bank-statements/5': {
        body: { success: true, ...statement, lines: [groupLine] },
      },
    });
    renderAdmin('/dashboard/bank-statements/5');
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('GRP-0002');
    expect(row).toHaveTextContent(
      'Shared: CAAWG11-0007 150.00 USD, CAAWG11-0008 50.00 USD. Still owing: CAAWG11-0008, CAAWG11-0009',
    );
  });

  it('sets a transfer aside with a comment, asking for one first', async () => {
    const calls = signedIn({
      'GET /api/admin/bank-statements/5': { body: { success: true, ...statement } },
      'PUT /api/admin/bank-statements/5/lines/3/discard': {
        body: {
          success: true,
          ...statement,
          lines: [
            ...statement.lines.slice(0, 2),
            { ...statement.lines[2], resolution: 'discarded', comment: 'Salary' },
          ],
        },
      },
    });
    renderAdmin('/dashboard/bank-statements/5');
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Set aside the transfer of 150.00 USD from Kampala Rocks Ltd',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set this transfer aside' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set aside' }));
    expect(
      await within(dialog).findByText('Say why this transfer is set aside'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Why is it set aside?'), 'Salary');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set aside' }));
    expect(await screen.findByText('Set aside: Salary')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ comment: 'Salary' });
  });

  it('books the payments after asking, then shows who booked them', async () => {
    const calls = signedIn({
      'GET /api/admin/bank-statements/5': { body: { success: true, ...statement } },
      'POST /api/admin/bank-statements/5/confirm': {
        status: 201,
        body: {
          success: true,
          ...statement,
          confirmedBy: 'finance@example.org',
          confirmedAt: '2025-08-05T09:00:00.000Z',
        },
      },
    });
    renderAdmin('/dashboard/bank-statements/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Book payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book these payments?' });
    expect(dialog).toHaveTextContent('2 transfers are booked as verified payments');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book payments' }));
    expect(await screen.findByText(/Booked .* by finance@example.org/)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/admin/bank-statements/5/confirm')).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Book payments' })).not.toBeInTheDocument();
  });
});
