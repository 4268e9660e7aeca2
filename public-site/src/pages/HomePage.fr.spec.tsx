import { screen, within } from '@testing-library/react';
import { fixedClock } from '@caawg11/conference';
import { i18n } from '../i18n/i18n';
import { renderWithRouter } from '../testing/renderWithRouter';
import { HomePage } from './HomePage';

describe('HomePage in French', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces('home');
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('speaks French, with Intl dates and French links', () => {
    renderWithRouter(<HomePage />, { clock: fixedClock('2025-07-30T09:00:00+03:00') });
    const hero = screen.getByRole('region', {
      name: "11e Conférence de l'African Association of Women in Geosciences",
    });
    expect(hero).toHaveTextContent('1-5 octobre 2025');
    expect(hero).toHaveTextContent('Kampala, Ouganda');
    expect(within(hero).getByRole('link', { name: 'Inscrivez-vous' })).toHaveAttribute(
      'href',
      '/fr/registration',
    );
    expect(screen.getByRole('heading', { name: 'Sous-thèmes de la conférence' })).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Minéraux critiques et économie verte' }),
    ).toBeVisible();
    const dates = within(screen.getByRole('region', { name: 'Dates importantes' }));
    expect(dates.getAllByRole('listitem')[0]).toHaveTextContent('mars 2025Première circulaire');
    expect(dates.getAllByRole('listitem')[6]).toHaveTextContent('3-5 octobre 2025');
    expect(
      screen.getByRole('region', { name: "Comité d'organisation (22 membres)" }),
    ).toBeVisible();
    expect(screen.getByTestId('early-bird-count').textContent?.replace(/\s+/g, ' ')).toBe(
      "1 jour restant pour économiser sur vos frais d'inscription",
    );
  });
});
