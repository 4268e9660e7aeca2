import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { i18n } from '../i18n/i18n';
import { SpeakersPage } from './SpeakersPage';

// The keynotes are the page's own text; the programme's presenters below them stay loading here
// (their own spec answers the programme).
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});

describe('SpeakersPage in French and Portuguese', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('introduces the speakers in French, names and institutions unchanged', async () => {
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces(['speakers', 'program']);
    render(<SpeakersPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Conférencières principales',
    );
    expect(screen.getByText('CAAWG11 · 1-5 octobre 2025')).toBeVisible();
    const card = within(screen.getByRole('article', { name: 'Dr. Wanjiru Kamau-Odhiambo' }));
    expect(card.getByText('Scientifique principale en géothermie')).toBeVisible();
    expect(card.getByText('Rift Valley Geothermal Research Centre')).toBeVisible();
    expect(card.getByRole('img')).toHaveAttribute(
      'alt',
      'Portrait illustré de Dr. Wanjiru Kamau-Odhiambo',
    );
    expect(card.getByRole('heading', { name: 'Distinctions' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir le programme' })).toHaveAttribute(
      'href',
      '/fr/program',
    );
  });

  it('introduces them in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    await i18n.loadNamespaces(['speakers', 'program']);
    render(<SpeakersPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oradoras principais');
    expect(screen.getByRole('link', { name: 'Inscreva-se' })).toHaveAttribute(
      'href',
      '/pt/registration',
    );
  });
});
