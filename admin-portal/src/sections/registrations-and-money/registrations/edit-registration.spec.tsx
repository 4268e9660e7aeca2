import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registration, renderAdmin, signedIn } from '../../../testing/render-admin';

describe('the edit screen', () => {
  const row = registration({
    _id: '42',
    firstName: 'Agnes',
    familyName: 'Tumusiime',
    email: 'agnes@example.org',
  });

  it("loads the registration, checks the form's rules and saves", async () => {
    const calls = signedIn({
      'GET /api/admin/registrations/42': { body: { success: true, data: row } },
      // The api keeps the confirmed address and holds the new one until it is confirmed.
      'PUT /api/admin/registrations/42': ({ body }) => ({
        body: {
          success: true,
          data: { ...row, pendingEmail: (body as { email: string }).email },
        },
      }),
    });
    renderAdmin('/dashboard/registrations/42/edit');
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('agnes@example.org');
    expect(screen.getByLabelText('Family name')).toHaveValue('Tumusiime');

    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.selectOptions(screen.getByLabelText('Participation Type'), 'presenter');
    await userEvent.selectOptions(screen.getByLabelText('Presentation Type'), 'poster');
    await userEvent.clear(email);
    await userEvent.type(email, 'agnes.t@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Registration updated. The address changes once agnes.t@example.org is confirmed from the link sent to it; the current address has been told.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('agnes@example.org');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Awaiting confirmation: agnes.t@example.org',
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      email: 'agnes.t@example.org',
      otherNames: 'Tumusiime',
      participationType: 'presenter',
      presentationType: 'poster',
      fieldTrip: 'No',
    });
  });

  it("shows the server's field messages", async () => {
    signedIn({
      'GET /api/admin/registrations/42': { body: { success: true, data: row } },
      'PUT /api/admin/registrations/42': {
        status: 400,
        body: {
          success: false,
          message: 'Another registration already uses this email address',
          errors: { email: 'Another registration already uses this email address' },
        },
      },
    });
    renderAdmin('/dashboard/registrations/42/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Another registration already uses this email address'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'),
    );
  });

  it('records a payment received by other means', async () => {
    const calls = signedIn({
      'GET /api/admin/registrations/42': { body: { success: true, data: row } },
      'POST /api/admin/registrations/42/payments': {
        status: 201,
        body: { success: true, data: { amount: 150 } },
      },
    });
    renderAdmin('/dashboard/registrations/42/edit');
    await userEvent.type(await screen.findByLabelText('Reference'), 'Cash at the desk');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText('Recorded a payment of $150.00 USD; a receipt was issued.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      method: 'bank-transfer',
      reference: 'Cash at the desk',
      amount: 150,
    });
  });

  it('says when the registration does not exist', async () => {
    signedIn({
      'GET /api/admin/registrations/42': {
        status: 404,
        body: { success: false, message: 'Registration not found' },
      },
    });
    renderAdmin('/dashboard/registrations/42/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration not found');
  });
});
