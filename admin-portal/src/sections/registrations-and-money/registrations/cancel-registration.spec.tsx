import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registration, renderAdmin, signedIn } from '../../../testing/render-admin';

const paid = registration({
  _id: '12',
  firstName: 'Ruth',
  familyName: 'Achieng',
  paymentStatus: 'verified',
  amountPaid: '400.00',
  balanceDue: '0.00',
  attendingFieldTrip: true,
  fieldTripSeat: { status: 'paid', position: null, payBy: '2025-09-15' },
});

const cancelled = {
  ...paid,
  fieldTripSeat: null,
  cancellation: {
    cancelledAt: '2025-07-20T07:00:00.000Z',
    reason: 'Visa refused',
    byRegistrant: false,
    refundPercent: 100,
    refundDue: '400.00',
  },
};

async function openDetails() {
  renderAdmin('/dashboard/registrations');
  await userEvent.click(
    await screen.findByRole('button', { name: 'View Dr. Ruth Achieng' }, { timeout: 5000 }),
  );
  return screen.getByRole('dialog', { name: 'Registration Details' });
}

describe('Cancel Registration', () => {
  it('asks for the reason, cancels, and shows when, why and the refund due', async () => {
    const calls = signedIn({
      'GET /api/admin/registrations': { body: { success: true, data: [paid], count: 1 } },
      'POST /api/admin/registrations/12/cancel': {
        body: { success: true, message: 'Registration cancelled', data: cancelled },
      },
    });
    const details = await openDetails();
    expect(within(details).getByText('Field Trip Seat').nextSibling).toHaveTextContent('Seat paid');
    await userEvent.click(within(details).getByRole('button', { name: 'Cancel Registration' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel Registration' });
    const submit = within(confirm).getByRole('button', { name: 'Cancel Registration' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(confirm).getByLabelText('Reason for cancellation'), 'Visa refused');
    await userEvent.click(submit);

    const note = await within(details).findByRole('note');
    expect(note).toHaveTextContent('Cancelled on 20 Jul 2025');
    expect(note).toHaveTextContent('Reason: Visa refused');
    expect(note).toHaveTextContent('Refund due: $400.00 USD (100% of what was paid');
    expect(within(details).queryByRole('button', { name: 'Cancel Registration' })).toBeNull();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/admin/registrations/12/cancel',
      body: { reason: 'Visa refused' },
    });
  }, 15_000);

  it("shows the api's refusal in the dialog", async () => {
    signedIn({
      'GET /api/admin/registrations': { body: { success: true, data: [paid], count: 1 } },
      'POST /api/admin/registrations/12/cancel': {
        status: 409,
        body: { success: false, message: 'This registration is already cancelled.' },
      },
    });
    const details = await openDetails();
    await userEvent.click(within(details).getByRole('button', { name: 'Cancel Registration' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel Registration' });
    await userEvent.type(within(confirm).getByLabelText('Reason for cancellation'), 'Twice');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel Registration' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'This registration is already cancelled.',
    );
  }, 15_000);

  it('filters the list by add-on', async () => {
    const calls = signedIn({
      'GET /api/admin/registrations': { body: { success: true, data: [paid], count: 1 } },
    });
    renderAdmin('/dashboard/registrations');
    await userEvent.selectOptions(
      await screen.findByLabelText('Filter by add-on', {}, { timeout: 5000 }),
      'Field trip: waiting list',
    );
    await screen.findByRole('button', { name: 'View Dr. Ruth Achieng' });
    expect(calls.map((call) => call.search.get('fieldTrip'))).toContain('waiting');
  }, 15_000);
});
