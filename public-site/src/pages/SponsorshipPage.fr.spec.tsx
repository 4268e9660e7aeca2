import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { SponsorshipPage } from './SponsorshipPage';

/** Intl separates amounts with no-break spaces; the page reads them as spaces. */
function spaced(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ');
}

describe('SponsorshipPage in French', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces('sponsorship');
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('has French headings, the six reasons to partner and the dates in words', () => {
    render(<SponsorshipPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Possibilités de parrainage',
    );
    expect(screen.getByText('du 1 au 5 octobre 2025 · Kampala, Ouganda')).toBeInTheDocument();
    const benefits = screen.getByRole('region', { name: 'Pourquoi devenir notre partenaire ?' });
    expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Voir les formules de parrainage' })).toHaveAttribute(
      'href',
      '#sponsorship-packages',
    );
    expect(screen.getByText(/30e anniversaire/)).toBeInTheDocument();
    expect(screen.getByText(/sponsorship@caawg11\.org\.$/)).toHaveTextContent(
      /^Présentez-nous votre organisation/,
    );
  });

  it('names and prices the packages in French and opens one to show its benefits', async () => {
    const user = userEvent.setup();
    render(<SponsorshipPage />);
    const platinum = screen.getByRole('button', { name: /^Platine/ });
    expect(spaced(platinum.textContent)).toBe(
      'PlatineLA PLUS DEMANDÉE20 000,00 $USExclusive - 1 disponible',
    );
    expect(spaced(screen.getByRole('button', { name: /^Bronze/ }).textContent)).toContain(
      '2 000,00 $US',
    );
    await user.click(platinum);
    const details = screen.getByRole('region', { name: /^Platine/ });
    expect(within(details).getByRole('heading', { name: 'Visibilité' })).toBeInTheDocument();
    expect(within(details).getByText("Deux stands d'exposition de 18 m²")).toBeVisible();
    expect(
      within(details).getByRole('button', { name: 'Se renseigner sur cette formule' }),
    ).toBeInTheDocument();
  });
});
