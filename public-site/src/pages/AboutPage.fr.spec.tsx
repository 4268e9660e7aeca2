import { screen, within } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { renderWithRouter } from '../testing/renderWithRouter';
import { AboutPage } from './AboutPage';

describe('AboutPage in French and Portuguese', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('tells the association and the conference in French', async () => {
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces('about');
    renderWithRouter(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "À propos de l'African Association of Women in Geosciences",
    );
    expect(screen.getByRole('heading', { name: 'Notre mission' })).toBeVisible();
    const eleventh = within(screen.getByRole('region', { name: /La 11e Conférence/ }));
    expect(eleventh.getByText(/^Du 1 au 5 octobre 2025, la CAAWG11/)).toBeVisible();
    expect(eleventh.getByText('La célébration du 30e anniversaire le 1 octobre')).toBeVisible();
    expect(eleventh.getByRole('link', { name: 'Voir le programme' })).toHaveAttribute(
      'href',
      '/fr/program',
    );
    const past = within(screen.getByRole('table'));
    expect(past.getByRole('columnheader', { name: 'Pays hôte' })).toBeVisible();
    expect(past.getAllByRole('row')[1]).toHaveTextContent('2002Afrique du Sud');
    expect(screen.getByRole('button', { name: 'Devenir membre' })).toBeVisible();
  });

  it('shows the Portuguese objectives', async () => {
    await i18n.changeLanguage('pt');
    await i18n.loadNamespaces('about');
    renderWithRouter(<AboutPage />);
    expect(screen.getByRole('heading', { name: 'Objetivos da conferência' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Os nossos parceiros' })).toBeVisible();
  });
});
