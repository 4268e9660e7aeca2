import { edition, type Clock } from '@caawg11/conference';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClockProvider } from '../hooks/useClock';
import { RegistrationPage } from './RegistrationPage';

vi.mock('../captcha/RobotCheck', async () => await import('../forms/testing/FakeRobotCheck'));

/** A clock that starts at `start` and moves with the fake timers. */
function clockFrom(start: string): Clock {
  const origin = Date.now();
  const startMs = new Date(start).getTime();
  return { now: () => new Date(startMs + (Date.now() - origin)) };
}

function renderAt(start: string) {
  render(
    <MemoryRouter>
      <ClockProvider clock={clockFrom(start)}>
        <RegistrationPage />
      </ClockProvider>
    </MemoryRouter>,
  );
}

function countdownText(): string {
  const timer = screen.getByRole('timer');
  return ['days', 'hours', 'minutes', 'seconds']
    .map((unit) => timer.querySelector(`[data-unit="${unit}"]`)?.textContent)
    .join(':');
}

describe('RegistrationPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down to the early-bird deadline, zero-padded, every second', () => {
    renderAt('2025-07-29T21:58:50+03:00');
    expect(countdownText()).toBe('02:02:01:09');
    expect(screen.getByText(/Early bird registration closes/)).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(countdownText()).toBe('02:02:01:08');
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(countdownText()).toBe('02:02:00:59');
  });

  it('shows early-bird fees, then switches to the name, theme and standard fees after 31 July 2025', () => {
    renderAt('2025-07-31T23:59:57+03:00');
    expect(countdownText()).toBe('00:00:00:02');
    const fees = screen.getByRole('table');
    expect(within(fees).getByRole('row', { name: /Non-member \$150/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Student - $50' })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(3000);
    });

    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText(edition.fullName)).toBeInTheDocument();
    expect(screen.getByText(edition.theme)).toBeInTheDocument();
    expect(within(fees).getByRole('row', { name: /Non-member \$200/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Student - $80' })).toBeInTheDocument();
  });

  it('shows the bank details, the payment reference note and the registration contacts', () => {
    renderAt('2025-06-01T10:00:00+03:00');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conference Registration');
    expect(screen.getByText('SBICUGKX')).toBeInTheDocument();
    expect(screen.getByText(/Quote your registration ID/)).toBeInTheDocument();
    expect(
      screen.getByText(/e-mail the payment confirmation with your registration ID/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+256 772 530 120' })).toHaveAttribute(
      'href',
      'https://wa.me/256772530120',
    );
    expect(screen.getByRole('link', { name: 'registration@caawg11.org' })).toHaveAttribute(
      'href',
      'mailto:registration@caawg11.org',
    );
  });
});
