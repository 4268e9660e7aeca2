import { act, screen, waitFor } from '@testing-library/react';
import { fixedClock } from '@caawg11/conference';
import { MemoryRouter, useLocation } from 'react-router';
import { App } from './App';
import { ClockProvider } from './hooks/useClock';
import { i18n } from './i18n/i18n';
import { languageStorageKey } from './i18n/preference';
import { footer } from './layout/PublicLayout';
import { homeSections } from './pages/HomePage';
import { renderOnServerThenHydrate } from './testing/hydrate';

function CurrentPath() {
  return <div data-testid="current-path">{useLocation().pathname}</div>;
}

const appAt = (path: string) => (
  <ClockProvider clock={fixedClock('2025-07-01T00:00:00+03:00')}>
    <MemoryRouter initialEntries={[path]}>
      <App />
      <CurrentPath />
    </MemoryRouter>
  </ClockProvider>
);

/**
 * How long a test waits for the other language's page: its catalogues are fetched for real (a
 * module compiled on demand here), which takes more than a second on a busy machine.
 */
const otherLanguageArrives = { timeout: 10_000 };

describe('App, pre-rendered', () => {
  // The pre-render waits for the content below the fold; renderToString cannot, so it is here.
  beforeEach(() => Promise.all([footer.preload(), homeSections.preload()]));
  afterEach(async () => {
    localStorage.clear();
    vi.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  // The visitor's remembered language and browser languages are the browser's alone: the
  // server renders without them.
  it('hydrates the English page a returning French visitor opened, then sends them to French', async () => {
    const { serverHtml } = await renderOnServerThenHydrate(appAt('/'), {
      beforeHydration: () => localStorage.setItem(languageStorageKey, 'fr'),
    });
    expect(serverHtml).toContain('aria-label="Main"');
    await waitFor(
      () => expect(screen.getByTestId('current-path')).toHaveTextContent('/fr'),
      otherLanguageArrives,
    );
    expect(
      await screen.findByRole(
        'navigation',
        { name: 'Navigation principale' },
        otherLanguageArrives,
      ),
    ).toBeInTheDocument();
  });

  it("follows a first-time visitor's browser language right after hydration", async () => {
    await renderOnServerThenHydrate(appAt('/'), {
      beforeHydration: () => {
        vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'en']);
      },
    });
    await waitFor(
      () => expect(screen.getByTestId('current-path')).toHaveTextContent('/pt'),
      otherLanguageArrives,
    );
    expect(localStorage.getItem(languageStorageKey)).toBe('pt');
    // The test ends once the page is in Portuguese: a switch still under way would carry over
    // into the next test's render.
    expect(
      await screen.findByRole('navigation', { name: 'Navegação principal' }, otherLanguageArrives),
    ).toBeInTheDocument();
  });

  it('keeps a visitor who chose English on the English page', async () => {
    await renderOnServerThenHydrate(appAt('/'), {
      beforeHydration: () => {
        localStorage.setItem(languageStorageKey, 'en');
        vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
      },
    });
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
