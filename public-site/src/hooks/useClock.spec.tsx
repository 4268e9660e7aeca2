import { fixedClock } from '@caawg11/conference';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { FooterContent } from '../layout/Footer';
import { EarlyBirdBanner } from '../pages/home/EarlyBirdBanner';
import { SubthemesPage } from '../pages/SubthemesPage';
import { renderOnServerThenHydrate } from '../testing/hydrate';
import { ClockProvider, renderedAtMetaName } from './useClock';

/**
 * Pre-renders `page` as the pre-render does (a clock fixed at `renderedAt`, written into the
 * document's meta) and hydrates it in a browser whose clock reads `visitorNow`.
 */
async function hydrateRenderedAt(renderedAt: string, visitorNow: string, page: ReactNode) {
  const meta = document.createElement('meta');
  meta.name = renderedAtMetaName;
  meta.content = renderedAt;
  document.head.append(meta);
  onTestFinished(() => meta.remove());
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(visitorNow));
  const tree = <MemoryRouter>{page}</MemoryRouter>;
  return renderOnServerThenHydrate(tree, {
    serverTree: <ClockProvider clock={fixedClock(renderedAt)}>{tree}</ClockProvider>,
  });
}

describe('the clock of a pre-rendered page', () => {
  afterEach(() => vi.useRealTimers());

  it("hydrates the early bird banner at the render's instant, then counts from the visitor's", async () => {
    const { serverHtml } = await hydrateRenderedAt(
      '2025-06-30T12:00:00+03:00',
      '2025-07-21T12:00:00+03:00',
      <EarlyBirdBanner />,
    );
    expect(serverHtml).toContain('31');
    expect(screen.getByTestId('early-bird-count').textContent?.replace(/\s+/g, ' ')).toBe(
      '10 days left to save on your registration fees',
    );
  });

  it("turns the subthemes panel to the visitor's day right after hydration", async () => {
    const { serverHtml } = await hydrateRenderedAt(
      '2025-07-01T00:00:00+03:00',
      '2025-08-02T10:00:00+03:00',
      <SubthemesPage />,
    );
    expect(serverHtml).toContain('Early bird registration ends July 31');
    expect(screen.getByTestId('subthemes-panel-status')).toHaveTextContent('Registration now open');
  });

  it("shows the visitor's year in the footer right after hydration", async () => {
    const { serverHtml } = await hydrateRenderedAt(
      '2025-12-31T12:00:00+03:00',
      '2026-01-02T12:00:00+03:00',
      <FooterContent />,
    );
    expect(serverHtml).toContain('© 2025');
    expect(screen.getByText(/^© 2026/)).toBeInTheDocument();
  });

  it('reads the system clock where no page was pre-rendered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-07-21T12:00:00+03:00'));
    await renderOnServerThenHydrate(
      <MemoryRouter>
        <EarlyBirdBanner />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('early-bird-count')).toHaveTextContent(/^10 days left/);
  });
});
