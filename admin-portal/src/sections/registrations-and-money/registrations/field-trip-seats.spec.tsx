import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldTripMessages, type FieldTripView } from '@caawg11/conference';
import { renderAdmin, signedIn, type ApiCall } from '../../../testing/render-admin';

const fieldTripPath = '/api/admin/field-trip';
const listPath = '/api/admin/registrations';

const view: FieldTripView = { seats: 40, payBy: '2025-09-15', held: 3, paid: 5, waiting: 2 };

const ok = (data: unknown) => ({ body: { success: true, message: 'OK', data } });
const emptyList = { body: { success: true, data: [], count: 0 } };

const callsTo = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

async function openFieldTrip() {
  renderAdmin('/dashboard/registrations');
  const region = await screen.findByRole(
    'region',
    { name: 'Field trip seats' },
    // The first render also loads the section's code, which takes a while on a busy machine.
    { timeout: 5000 },
  );
  await within(region).findByLabelText('Seats');
  return region;
}

describe('the field trip seats panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('shows the seats held, paid and waiting', async () => {
    signedIn({ [`GET ${fieldTripPath}`]: ok(view), [`GET ${listPath}`]: emptyList });
    const region = await openFieldTrip();
    expect(region).toHaveTextContent('Seats held: 3, paid: 5, waiting list: 2.');
    expect(within(region).getByLabelText('Seats')).toHaveValue(40);
    expect(within(region).getByLabelText('Held seats to be paid by')).toHaveValue('2025-09-15');
  });

  it('saves the seats, confirms it and loads the registrations list again', async () => {
    const calls = signedIn({
      [`GET ${fieldTripPath}`]: ok(view),
      [`GET ${listPath}`]: emptyList,
      [`PUT ${fieldTripPath}`]: ({ body }) =>
        ok({ ...view, ...(body as object), held: 4, waiting: 1 }),
    });
    const region = await openFieldTrip();
    await waitFor(() => expect(callsTo(calls, 'GET', listPath)).toHaveLength(1));
    const seats = within(region).getByLabelText('Seats');
    await userEvent.clear(seats);
    await userEvent.type(seats, '41');
    await userEvent.click(within(region).getByRole('button', { name: 'Save field trip' }));

    expect(await within(region).findByRole('status')).toHaveTextContent(
      `${fieldTripMessages.saved}.`,
    );
    expect(callsTo(calls, 'PUT', fieldTripPath)[0]?.body).toEqual({
      seats: 41,
      payBy: '2025-09-15',
    });
    expect(region).toHaveTextContent('Seats held: 4, paid: 5, waiting list: 1.');
    expect(seats).toHaveValue(41);
    await waitFor(() => expect(callsTo(calls, 'GET', listPath)).toHaveLength(2));
  });

  it('refuses what the shared rules refuse, before sending', async () => {
    const calls = signedIn({ [`GET ${fieldTripPath}`]: ok(view), [`GET ${listPath}`]: emptyList });
    const region = await openFieldTrip();
    const seats = within(region).getByLabelText('Seats');
    await userEvent.clear(seats);
    await userEvent.type(seats, '2.5');
    await userEvent.click(within(region).getByRole('button', { name: 'Save field trip' }));
    expect(seats).toHaveAccessibleDescription(fieldTripMessages.seats);
    expect(callsTo(calls, 'PUT', fieldTripPath)).toHaveLength(0);
  });

  it("puts the api's field messages on their fields, and says when saving failed", async () => {
    let answer: 'refused' | 'down' = 'refused';
    signedIn({
      [`GET ${fieldTripPath}`]: ok(view),
      [`GET ${listPath}`]: emptyList,
      [`PUT ${fieldTripPath}`]: () =>
        answer === 'refused'
          ? {
              status: 400,
              body: {
                success: false,
                message: 'Validation failed',
                errors: { payBy: fieldTripMessages.payBy },
              },
            }
          : { status: 503, body: { success: false, message: 'Unavailable' } },
    });
    const region = await openFieldTrip();
    await userEvent.click(within(region).getByRole('button', { name: 'Save field trip' }));
    await waitFor(() =>
      expect(within(region).getByLabelText('Held seats to be paid by')).toHaveAccessibleDescription(
        fieldTripMessages.payBy,
      ),
    );
    expect(within(region).queryByText(fieldTripMessages.saveFailed)).not.toBeInTheDocument();
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();

    answer = 'down';
    await userEvent.click(within(region).getByRole('button', { name: 'Save field trip' }));
    expect(await within(region).findByText(fieldTripMessages.saveFailed)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the seats cannot be loaded', async () => {
    signedIn({
      [`GET ${fieldTripPath}`]: { status: 500, body: { success: false, message: 'Down' } },
      [`GET ${listPath}`]: emptyList,
    });
    renderAdmin('/dashboard/registrations');
    const region = await screen.findByRole(
      'region',
      { name: 'Field trip seats' },
      { timeout: 5000 },
    );
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      `Error${fieldTripMessages.loadFailed}`,
    );
  });
});
