import { edition, fixedClock } from '@caawg11/conference';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { ClockProvider, renderedAtMetaName } from '../hooks/useClock';
import { renderOnServerThenHydrate } from '../testing/hydrate';
import { RegistrationPage } from './RegistrationPage';

vi.mock('../captcha/RobotCheck', async () => await import('../forms/testing/FakeRobotCheck'));

const renderedAt = '2025-07-29T21:58:50+03:00';

describe('RegistrationPage, pre-rendered', () => {
  beforeEach(() => {
    const meta = document.createElement('meta');
    meta.name = renderedAtMetaName;
    meta.content = renderedAt;
    document.head.append(meta);
    onTestFinished(() => meta.remove());
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it("hydrates the countdown and fees of the render's instant, then shows the visitor's at once", async () => {
    // The visitor opens the page rendered before the cutoff after it has passed.
    vi.setSystemTime(new Date('2025-08-05T09:00:00+03:00'));
    const page = (
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <RegistrationPage />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const { serverHtml } = await renderOnServerThenHydrate(page, {
      serverTree: <ClockProvider clock={fixedClock(renderedAt)}>{page}</ClockProvider>,
    });

    expect(serverHtml).toContain('role="timer"');
    expect(serverHtml).toContain('$150');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText(edition.fullName)).toBeInTheDocument();
    const fees = screen.getByRole('table');
    expect(within(fees).getByRole('row', { name: /Non-member \$200/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Student - $80' })).toBeInTheDocument();
  });

  it("counts down from the visitor's time right after hydration", async () => {
    vi.setSystemTime(new Date('2025-07-30T21:58:50+03:00'));
    const page = (
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <RegistrationPage />
        </MemoryRouter>
      </QueryClientProvider>
    );
    await renderOnServerThenHydrate(page, {
      serverTree: <ClockProvider clock={fixedClock(renderedAt)}>{page}</ClockProvider>,
    });
    const timer = screen.getByRole('timer');
    expect(timer.querySelector('[data-unit="days"]')).toHaveTextContent('01');
    expect(timer.querySelector('[data-unit="seconds"]')).toHaveTextContent('09');
  });
});
