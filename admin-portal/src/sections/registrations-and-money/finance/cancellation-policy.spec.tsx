import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancellationMessages, type CancellationPolicy } from '@caawg11/conference';
import { renderAdmin, signedIn, type ApiCall } from '../../../testing/render-admin';

const policyPath = '/api/admin/cancellation-policy';
const failed = 'Failed to save the cancellation policy. Please try again.';

const policy: CancellationPolicy = {
  fullRefundBefore: '2025-08-01',
  partialRefundBefore: '2025-09-15',
  partialRefundPercent: 50,
};

const ok = (data: unknown) => ({ body: { success: true, message: 'OK', data } });

const putsTo = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path === policyPath);

async function openPolicy() {
  renderAdmin('/dashboard/finance');
  const region = await screen.findByRole('region', { name: 'Cancellation policy' });
  await within(region).findByLabelText('Full refund when cancelled before');
  return region;
}

describe('the cancellation policy panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('saves the changed policy and confirms it', async () => {
    const calls = signedIn({
      [`GET ${policyPath}`]: ok(policy),
      [`PUT ${policyPath}`]: ({ body }) => ok(body),
    });
    const region = await openPolicy();
    const percent = within(region).getByLabelText('Partial refund (percent of what was paid)');
    expect(percent).toHaveValue(50);
    await userEvent.clear(percent);
    await userEvent.type(percent, '25');
    await userEvent.click(within(region).getByRole('button', { name: 'Save policy' }));

    expect(await within(region).findByRole('status')).toHaveTextContent(
      `${cancellationMessages.policySaved}.`,
    );
    expect(putsTo(calls)[0]?.body).toEqual({ ...policy, partialRefundPercent: 25 });
    expect(percent).toHaveValue(25);
  });

  it('refuses what the shared rules refuse, before sending', async () => {
    const calls = signedIn({ [`GET ${policyPath}`]: ok(policy) });
    const region = await openPolicy();
    const partialBefore = within(region).getByLabelText('Partial refund when cancelled before');
    await userEvent.clear(partialBefore);
    await userEvent.type(partialBefore, '2025-07-01');
    await userEvent.click(within(region).getByRole('button', { name: 'Save policy' }));
    expect(partialBefore).toHaveAccessibleDescription(cancellationMessages.policyOrder);
    expect(putsTo(calls)).toHaveLength(0);
  });

  it("puts the api's field messages on their fields, and says when saving failed", async () => {
    let answer: 'refused' | 'down' = 'refused';
    signedIn({
      [`GET ${policyPath}`]: ok(policy),
      [`PUT ${policyPath}`]: () =>
        answer === 'refused'
          ? {
              status: 400,
              body: {
                success: false,
                message: 'Validation failed',
                errors: { partialRefundPercent: cancellationMessages.policyPercent },
              },
            }
          : { status: 503, body: { success: false, message: 'Unavailable' } },
    });
    const region = await openPolicy();
    await userEvent.click(within(region).getByRole('button', { name: 'Save policy' }));
    await waitFor(() =>
      expect(
        within(region).getByLabelText('Partial refund (percent of what was paid)'),
      ).toHaveAccessibleDescription(cancellationMessages.policyPercent),
    );
    expect(within(region).queryByText(failed)).not.toBeInTheDocument();
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();

    answer = 'down';
    await userEvent.click(within(region).getByRole('button', { name: 'Save policy' }));
    expect(await within(region).findByText(failed)).toHaveAttribute('role', 'alert');
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the policy cannot be loaded', async () => {
    signedIn({ [`GET ${policyPath}`]: { status: 500, body: { success: false, message: 'Down' } } });
    renderAdmin('/dashboard/finance');
    const region = await screen.findByRole('region', { name: 'Cancellation policy' });
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'ErrorFailed to load the cancellation policy',
    );
  });
});
