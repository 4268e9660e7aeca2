import { paymentReminderMessages } from '@caawg11/conference';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAt, settle, stubFetch, type FetchCall } from '../forms/testing/network';
import { ReminderOptOutPage } from './ReminderOptOutPage';

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ReminderOptOutPage />
    </MemoryRouter>,
  );
  return user;
}

describe('ReminderOptOutPage', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('stops the reminders with one click and says so', async () => {
    const user = renderAt('/reminders/opt-out?token=abc');
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stop payment reminders' }));
    const call = callAt(calls, 0);
    expect(call.url).toBe('/api/payment-reminders/opt-out');
    expect(call.json).toEqual({ token: 'abc' });
    await settle(() =>
      call.respond(200, { success: true, message: paymentReminderMessages.optedOut }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(paymentReminderMessages.optedOut);
  });

  it("shows the api's refusal of an unknown link", async () => {
    const user = renderAt('/reminders/opt-out?token=old');
    await user.click(screen.getByRole('button', { name: 'Stop payment reminders' }));
    await settle(() =>
      callAt(calls, 0).respond(404, {
        success: false,
        message: paymentReminderMessages.optOutInvalid,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      paymentReminderMessages.optOutInvalid,
    );
  });

  it('explains a link without its token', () => {
    renderAt('/reminders/opt-out');
    expect(screen.getByRole('alert')).toHaveTextContent(paymentReminderMessages.optOutInvalid);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
