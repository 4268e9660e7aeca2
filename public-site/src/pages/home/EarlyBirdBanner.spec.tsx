import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixedClock } from '@caawg11/conference';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { EarlyBirdBanner } from './EarlyBirdBanner';

const banner = () => screen.queryByRole('complementary', { name: 'Early Bird Registration' });
const count = () => screen.getByTestId('early-bird-count').textContent?.replace(/\s+/g, ' ');

describe('EarlyBirdBanner', () => {
  afterEach(() => vi.useRealTimers());

  it('counts the days left to 31 July 2025, rounded up', () => {
    // 30.5 days before the start of 31 July in Kampala.
    renderWithRouter(<EarlyBirdBanner />, { clock: fixedClock('2025-06-30T12:00:00+03:00') });
    expect(count()).toBe('31 days left to save on your registration fees');
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/registration',
    );
  });

  it('says "1 day" on 31 July itself, while the offer still runs', () => {
    renderWithRouter(<EarlyBirdBanner />, { clock: fixedClock('2025-07-31T18:00:00+03:00') });
    expect(count()).toBe('1 day left to save on your registration fees');
  });

  it('counts upwards after 31 July 2025', () => {
    renderWithRouter(<EarlyBirdBanner />, { clock: fixedClock('2025-08-10T06:00:00+03:00') });
    // 10.25 days after the start of 31 July: rounded up to 11.
    expect(count()).toBe('11 days since the early bird offer ended');
  });

  it('toggles its pulsing highlight every 2 seconds', () => {
    vi.useFakeTimers();
    renderWithRouter(<EarlyBirdBanner />, { clock: fixedClock('2025-07-01T00:00:00+03:00') });
    expect(banner()).toHaveAttribute('data-pulse', 'false');
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(banner()).toHaveAttribute('data-pulse', 'false');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(banner()).toHaveAttribute('data-pulse', 'true');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(banner()).toHaveAttribute('data-pulse', 'false');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(banner()).toHaveAttribute('data-pulse', 'true');
  });

  it('closes with its close button and stays closed for the page view', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithRouter(<EarlyBirdBanner />, { clock: fixedClock('2025-07-01T00:00:00+03:00') });
    await user.click(screen.getByRole('button', { name: 'Close the early bird banner' }));
    expect(banner()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(banner()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
