import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { App } from './App';
import { i18n } from './i18n/i18n';
import { languageStorageKey } from './i18n/preference';
import { headTags } from './prerender/seo';

function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <div hidden data-testid="current-path">
      {`${pathname}${search}`}
    </div>
  );
}

/** Renders the app at `path`; a page in another language suspends until its texts arrive. */
async function renderApp(path: string) {
  // An awaited act lets React retry what suspended once the texts have arrived.
  await act(() => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
        <CurrentPath />
      </MemoryRouter>,
    );
    return Promise.resolve();
  });
}

const currentPath = () => screen.getByTestId('current-path').textContent;
const alternates = () =>
  Object.fromEntries(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map(
      (link) => [link.hreflang, new URL(link.href).pathname],
    ),
  );

describe('App in three languages', () => {
  afterEach(async () => {
    localStorage.clear();
    vi.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  it('keeps English at the unprefixed paths, with the document in English', async () => {
    await renderApp('/');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toHaveTextContent(
      'HomeAboutSponsorship',
    );
    expect(currentPath()).toBe('/');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe(
      'CAAWG11 | African Association of Women in Geosciences Conference 2025',
    );
    expect(alternates()).toEqual({ en: '/', fr: '/fr/', pt: '/pt/', 'x-default': '/' });
  });

  it('draws a French page in French, its links, title, language and alternates following', async () => {
    await renderApp('/fr');
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'À propos' })).toHaveAttribute(
      'href',
      '/fr/about',
    );
    expect(screen.getByRole('link', { name: 'Soumettre un résumé' })).toHaveAttribute(
      'href',
      '/fr/abstracts',
    );
    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe(
      "CAAWG11 | Conférence de l'African Association of Women in Geosciences 2025",
    );
    expect(alternates()).toEqual({ en: '/', fr: '/fr/', pt: '/pt/', 'x-default': '/' });
  });

  it('takes over the alternates of a pre-rendered page rather than adding a second set', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      headTags({
        siteUrl: window.location.origin,
        path: '/',
        language: 'fr',
        title: 'CAAWG11',
        description: 'CAAWG11',
        image: { path: 'share/fr/home.png', alt: 'CAAWG11' },
      }),
    );
    await renderApp('/fr');
    await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(4);
    expect(alternates()).toEqual({ en: '/', fr: '/fr/', pt: '/pt/', 'x-default': '/' });
  });

  it.each([
    ['/fr/home', '/fr'],
    ['/fr/nowhere', '/fr'],
    ['/pt/nowhere/at/all', '/pt'],
    ['/home', '/'],
    ['/nowhere', '/'],
  ])('sends %s to %s', async (from, to) => {
    await renderApp(from);
    await waitFor(() => expect(currentPath()).toBe(to));
  });

  it('switches to the same page in another language and remembers the choice', async () => {
    const user = userEvent.setup();
    await renderApp('/fr');
    const switcher = (await screen.findAllByRole('combobox', { name: 'Langue' }))[0]!;
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('lang')]),
    ).toEqual([
      ['English', 'en'],
      ['Français', 'fr'],
      ['Português', 'pt'],
    ]);
    await user.selectOptions(switcher, 'pt');
    await screen.findByRole('navigation', { name: 'Navegação principal' });
    expect(currentPath()).toBe('/pt');
    expect(document.documentElement.lang).toBe('pt');
    expect(localStorage.getItem(languageStorageKey)).toBe('pt');

    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Idioma' })[0]!, 'en');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(currentPath()).toBe('/');
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
  });

  it("follows a first-time visitor's Portuguese browser once, to the same page", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'en']);
    await renderApp('/home');
    await screen.findByRole('navigation', { name: 'Navegação principal' });
    expect(currentPath()).toBe('/pt');
    expect(localStorage.getItem(languageStorageKey)).toBe('pt');
  });

  it('keeps a visitor who chose English in English, whatever the browser prefers', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    localStorage.setItem(languageStorageKey, 'en');
    await renderApp('/');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(currentPath()).toBe('/');
  });
});
