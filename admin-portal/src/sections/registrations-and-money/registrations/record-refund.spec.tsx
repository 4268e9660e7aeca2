import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refundMessages } from '@caawg11/conference';
import { registration, renderAdmin, signedIn } from '../../../testing/render-admin';

const paid = registration({
  _id: '9',
  firstName: 'Ruth',
  familyName: 'Achieng',
  paymentStatus: 'verified',
  amountPaid: '150.00',
  balanceDue: '0.00',
});

async function openDetails() {
  renderAdmin('/dashboard/registrations');
  // The first render also loads the section's code, which takes a while on a busy machine.
  await userEvent.click(
    await screen.findByRole('button', { name: 'View Dr. Ruth Achieng' }, { timeout: 5000 }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Registration Details' });
  return within(dialog).getByRole('form', { name: 'Record refund' });
}

describe('Record refund', () => {
  it('records a refund and shows what the registration then has paid', async () => {
    const calls = signedIn({
      'GET /api/admin/registrations': { body: { success: true, data: [paid], count: 1 } },
      'POST /api/admin/registrations/9/refunds': {
        status: 201,
        body: {
          success: true,
          data: { amount: '20.00', creditNoteNumber: 'CAAWG11-CN-0001' },
        },
      },
      'GET /api/admin/registrations/9': {
        body: {
          success: true,
          data: { ...paid, paymentStatus: 'pending', amountPaid: '130.00', balanceDue: '20.00' },
        },
      },
    });
    const form = await openDetails();
    await userEvent.type(within(form).getByLabelText('Amount refunded (USD)'), '20');
    await userEvent.type(within(form).getByLabelText('Refund reference'), 'RF-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(
      await screen.findByText(
        'Recorded a refund of $20.00; credit note CAAWG11-CN-0001 was issued.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      body: { amount: 20, method: 'bank-transfer', reference: 'RF-1' },
      // A resent refund is recorded once.
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const dialog = screen.getByRole('dialog', { name: 'Registration Details' });
    expect(within(dialog).getByText('Amount Paid').nextSibling).toHaveTextContent('$130.00 USD');

    // The credit note is one click away; a failed download says so.
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Download credit note (PDF)' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The credit note could not be downloaded. Please try again.',
    );
    expect(calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/admin/registrations/9/credit-note',
      authorization: 'Bearer test-token',
    });
  });

  it("checks the amount before sending, and shows the api's message for a refund above what was paid", async () => {
    const calls = signedIn({
      'GET /api/admin/registrations': { body: { success: true, data: [paid], count: 1 } },
      'POST /api/admin/registrations/9/refunds': {
        status: 400,
        body: {
          success: false,
          message: refundMessages.moreThanPaid('150.00'),
          errors: { amount: refundMessages.moreThanPaid('150.00') },
        },
      },
    });
    const form = await openDetails();
    await userEvent.type(within(form).getByLabelText('Refund reference'), 'RF-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(within(form).getByText(refundMessages.amount)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Amount refunded (USD)'), '200');
    await userEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(
      await within(form).findByText('The refund cannot be more than what was paid ($150.00)'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Amount refunded (USD)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('is not offered before any money has been received', async () => {
    const unpaid = registration({ firstName: 'Ruth', familyName: 'Achieng' });
    signedIn({
      'GET /api/admin/registrations': { body: { success: true, data: [unpaid], count: 1 } },
    });
    renderAdmin('/dashboard/registrations');
    await userEvent.click(await screen.findByRole('button', { name: 'View Dr. Ruth Achieng' }));
    const dialog = screen.getByRole('dialog', { name: 'Registration Details' });
    expect(within(dialog).queryByRole('form', { name: 'Record refund' })).not.toBeInTheDocument();
  });
});
