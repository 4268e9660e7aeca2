import { accessTokenHeader, type MyRegistration } from '@caawg11/conference';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  callAt,
  latestCallTo,
  stubFetch,
  stubScrolling,
  settle,
  type FetchCall,
} from '../../forms/testing/network';
import { MyRegistrationPage } from '../MyRegistrationPage';

const registration: MyRegistration = {
  reference: 'CAAWG11-0042',
  title: 'Dr.',
  firstName: 'Amina',
  familyName: 'Nakato',
  email: 'amina@example.org',
  participantCategory: 'non-member',
  categoryLabel: 'Non-member',
  pricingTier: 'early-bird',
  feeUsd: 150,
  fieldTrip: true,
  paymentStatus: 'verified',
  amountPaid: '150.00',
  balanceDue: '0.00',
  paymentDueDate: '2025-07-15',
  payments: [],
  fieldTripSeat: { status: 'waiting', position: 2, payBy: null },
  cancellation: null,
};

const policyView = {
  policy: {
    fullRefundBefore: '2025-08-01',
    partialRefundBefore: '2025-09-15',
    partialRefundPercent: 50,
  },
  cancellation: null,
  refundPercentToday: 100,
  refundDueToday: '150.00',
};

describe('Cancel my registration', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
    stubScrolling();
    sessionStorage.clear();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('shows the policy and the refund due today before the registrant confirms, then the cancellation', async () => {
    window.history.replaceState(null, '', '/my-registration?token=cancel-token');
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <MyRegistrationPage />
      </MemoryRouter>,
    );
    await settle(() =>
      callAt(calls, 0).respond(200, { success: true, message: '', data: registration }),
    );

    // On the waiting list, the trip is not charged, and the page says so.
    const seat = await screen.findByRole('region', { name: 'Field trip' });
    expect(seat).toHaveTextContent('You are number 2 on the field-trip waiting list');
    expect(seat).toHaveTextContent('the trip ($250.00 USD) is not charged');

    const section = screen.getByRole('region', { name: 'Cancel my registration' });
    // The policy is read only once the registrant opens the dialog.
    expect(calls.filter((call) => call.url === '/api/my-registration/cancellation')).toHaveLength(
      0,
    );
    await user.click(within(section).getByRole('button', { name: 'Cancel my registration' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your registration?' });
    const confirm = within(dialog).getByRole('button', { name: 'Yes, cancel my registration' });
    expect(confirm).toBeDisabled();

    const view = latestCallTo(calls, '/api/my-registration/cancellation');
    expect(new Headers(view.init.headers).get(accessTokenHeader)).toBe('cancel-token');
    await settle(() => view.respond(200, { success: true, message: '', data: policyView }));
    expect(dialog).toHaveTextContent(
      'Cancelled before 1 August 2025: everything you paid is refunded.',
    );
    expect(dialog).toHaveTextContent(
      'Cancelled before 15 September 2025: 50% of what you paid is refunded.',
    );
    expect(dialog).toHaveTextContent(
      'If you cancel today, the refund due is $150.00 USD (100% of what you paid).',
    );

    await user.click(confirm);
    const cancel = latestCallTo(calls, '/api/my-registration/cancel');
    expect(cancel.init.method).toBe('POST');
    await settle(() =>
      cancel.respond(200, { success: true, message: 'Registration cancelled', data: policyView }),
    );
    await settle(() =>
      latestCallTo(calls, '/api/my-registration').respond(200, {
        success: true,
        message: '',
        data: {
          ...registration,
          fieldTripSeat: null,
          cancellation: {
            cancelledAt: '2025-07-20T07:00:00.000Z',
            reason: 'Cancelled by the registrant from the registration page',
            byRegistrant: true,
            refundPercent: 100,
            refundDue: '150.00',
          },
        },
      }),
    );
    const cancelled = screen.getByRole('region', { name: 'Cancel my registration' });
    expect(cancelled).toHaveTextContent('Your registration was cancelled on 20 July 2025.');
    expect(cancelled).toHaveTextContent(
      'Refund due under the cancellation policy: $150.00 USD (100% of what you paid).',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Field trip' })).toBeNull();
  });

  it("shows the api's refusal in the dialog", async () => {
    window.history.replaceState(null, '', '/my-registration?token=t');
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <MyRegistrationPage />
      </MemoryRouter>,
    );
    await settle(() =>
      callAt(calls, 0).respond(200, { success: true, message: '', data: registration }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel my registration' }));
    await settle(() =>
      latestCallTo(calls, '/api/my-registration/cancellation').respond(200, {
        success: true,
        message: '',
        data: policyView,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel your registration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel my registration' }));
    await settle(() =>
      latestCallTo(calls, '/api/my-registration/cancel').respond(409, {
        success: false,
        message: 'This registration is already cancelled.',
      }),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This registration is already cancelled.',
    );
  });
});
