import { screen, within } from '@testing-library/react';
import { fixedClock } from '@caawg11/conference';
import { i18n } from '../i18n/i18n';
import { renderWithRouter } from '../testing/renderWithRouter';
import { SubthemesPage } from './SubthemesPage';

const panel = () => screen.getByTestId('subthemes-panel-status');

describe('SubthemesPage in French and Portuguese', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the French page, with the glossary titles and Intl dates', async () => {
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces(['subthemes', 'home']);
    renderWithRouter(<SubthemesPage />, { clock: fixedClock('2025-07-01T00:00:00+03:00') });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sous-thèmes de la conférence',
    );
    const first = screen.getAllByTestId('subtheme-card')[0];
    if (!first) throw new Error('no subtheme card');
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Faire progresser la science et les applications de la géologie',
    );
    expect(first).toHaveTextContent('Sous-thème 1 · Applications de la géologie');
    expect(panel()).toHaveTextContent(
      'Le tarif préférentiel (inscription anticipée) prend fin le 31 juillet',
    );
    expect(screen.getByText('30 juin 2025')).toBeVisible();
    for (const link of screen.getAllByRole('link', { name: 'Inscrivez-vous' })) {
      expect(link).toHaveAttribute('href', '/fr/registration');
    }
    expect(screen.getByRole('link', { name: 'Soumettre un résumé' })).toHaveAttribute(
      'href',
      '/fr/abstracts',
    );
  });

  it('says registration is open in Portuguese after the early bird offer', async () => {
    await i18n.changeLanguage('pt');
    await i18n.loadNamespaces(['subthemes', 'home']);
    renderWithRouter(<SubthemesPage />, { clock: fixedClock('2025-08-01T00:00:00+03:00') });
    expect(panel()).toHaveTextContent('Inscrições abertas');
    expect(screen.getByText('1-5 de outubro de 2025, Kampala, Uganda')).toBeVisible();
  });
});
