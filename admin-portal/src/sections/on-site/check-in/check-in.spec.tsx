import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckInAnswer, CheckInOutcome } from '@caawg11/conference';
import { adminUser, mockApi, renderAdmin } from '../../../testing/render-admin';

const volunteer = { ...adminUser, email: 'door@example.org', role: 'check-in' as const };

function answer(outcome: CheckInOutcome, overrides: Partial<CheckInAnswer> = {}): CheckInAnswer {
  return {
    outcome,
    occasion: '2025-10-01',
    checkInId: outcome === 'checked-in' || outcome === 'already-checked-in' ? '7' : null,
    checkedInAt: outcome === 'already-checked-in' ? '2025-10-01T06:05:00.000Z' : null,
    checkedInBy: outcome === 'already-checked-in' ? 'other@example.org' : null,
    registration: {
      id: '42',
      reference: 'CAAWG11-0042',
      name: 'Nakato Birungi',
      registrationType: 'Student',
      paid: outcome !== 'not-paid',
      balanceDue: outcome === 'not-paid' ? '50.00' : '0.00',
      fieldTrip: false,
    },
    ...overrides,
  };
}

function atTheDoor(checkIn: Parameters<typeof mockApi>[0][string]) {
  window.localStorage.setItem('token', 'door-token');
  return mockApi({
    'GET /api/auth/me': { body: { success: true, data: volunteer } },
    'GET /api/admin/check-ins/summary': {
      body: { occasion: '2025-10-01', checkedIn: 12, expected: 300 },
    },
    'POST /api/admin/check-ins': checkIn,
  });
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  setOnline(true);
  window.localStorage.clear();
});

async function typeAndSend(text: string) {
  const box = await screen.findByLabelText('Reference or name');
  await userEvent.clear(box);
  await userEvent.type(box, text);
  await userEvent.click(screen.getByRole('button', { name: 'Check in or search' }));
}

describe('the check-in screen', () => {
  it('is the only screen of a check-in volunteer, with the live count', async () => {
    atTheDoor({ body: answer('checked-in') });
    renderAdmin('/dashboard/registrations');
    expect(await screen.findByRole('heading', { name: 'Check-in' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/check-in'),
    );
    expect(await screen.findByText('12 of 300 checked in')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Check-in']);
  });

  it('checks in a typed reference with a nonce and shows each outcome in words', async () => {
    const outcomes: CheckInOutcome[] = ['checked-in', 'already-checked-in', 'not-paid', 'unknown'];
    let next = 0;
    const calls = atTheDoor(() => ({ body: answer(outcomes[next++]!) }));
    renderAdmin('/dashboard/check-in');
    await typeAndSend('caawg11 42');
    const status = screen.getByRole('status');
    expect(await within(status).findByText('Checked in')).toBeInTheDocument();
    expect(within(status).getByText('Nakato Birungi')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST')!.body as Record<string, string>;
    expect(sent.code).toBe('caawg11 42');
    expect(sent.nonce).toMatch(/^[0-9a-f]{32}$/);

    await typeAndSend('CAAWG11-42');
    expect(await within(status).findByText('Already checked in')).toBeInTheDocument();
    expect(within(status).getByText(/by other@example\.org/)).toBeInTheDocument();
    await typeAndSend('CAAWG11-43');
    expect(await within(status).findByText('Not paid')).toBeInTheDocument();
    expect(within(status).getByText(/Balance due: \$50\.00/)).toBeInTheDocument();
    await typeAndSend('CAAWG11-44');
    expect(await within(status).findByText('Unknown code')).toBeInTheDocument();
  });

  it('keeps scans made offline as pending and sends them, nonce and all, once back online', async () => {
    const seen = new Map<string, number>();
    const calls = atTheDoor(({ body }) => {
      const { nonce, code } = body as { nonce: string; code: string };
      seen.set(nonce, (seen.get(nonce) ?? 0) + 1);
      return { body: answer(code === 'CAAWG11-43' ? 'not-paid' : 'checked-in') };
    });
    renderAdmin('/dashboard/check-in');
    await screen.findByText('12 of 300 checked in');
    act(() => setOnline(false));
    await typeAndSend('CAAWG11-42');
    await typeAndSend('CAAWG11-43');
    expect(await screen.findByText('2 scans waiting for the network')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(JSON.parse(window.localStorage.getItem('caawg11-check-in-pending')!)).toHaveLength(2);

    act(() => setOnline(true));
    const toLookAt = await screen.findByRole('region', { name: 'Scans made offline to look at' });
    expect(within(toLookAt).getByText('Not paid')).toBeInTheDocument();
    expect(within(toLookAt).queryByText('Checked in')).toBeNull();
    expect(screen.queryByText(/waiting for the network/)).toBeNull();
    expect([...seen.values()]).toEqual([1, 1]);
    expect(window.localStorage.getItem('caawg11-check-in-pending')).toBeNull();
  });

  it('keeps a scan whose request failed on the network, and resends it with the same nonce', async () => {
    let failing = true;
    const nonces: string[] = [];
    atTheDoor(({ body }) => {
      nonces.push((body as { nonce: string }).nonce);
      if (failing) throw new TypeError('Failed to fetch');
      return { body: answer('already-checked-in') };
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderAdmin('/dashboard/check-in');
      await typeAndSend('CAAWG11-42');
      expect(await screen.findByText('1 scan waiting for the network')).toBeInTheDocument();
      failing = false;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(11_000);
      });
      expect(
        await screen.findByRole('region', { name: 'Scans made offline to look at' }),
      ).toHaveTextContent('Already checked in');
      expect(new Set(nonces).size).toBe(1);
      expect(nonces.length).toBeGreaterThanOrEqual(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
