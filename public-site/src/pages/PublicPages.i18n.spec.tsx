import {
  abstractTimeline,
  feeCoverageNote,
  feeTable,
  participantCategories,
  sponsorPackages,
} from '@caawg11/conference';
import type { ReactElement } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { galleryImages } from '../content/accommodation';
import { i18n } from '../i18n/i18n';
import { AbstractsPage } from './AbstractsPage';
import { AccommodationPage } from './AccommodationPage';
import { FieldTripPage } from './FieldTripPage';
import { VenuePage } from './VenuePage';

vi.mock('../captcha/RobotCheck', async () => await import('../forms/testing/FakeRobotCheck'));

/** Intl separates amounts and times with no-break spaces; the page reads them as spaces. */
function spaced(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ');
}

async function renderIn(language: 'fr' | 'pt', page: ReactElement, namespace: string) {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(namespace);
  render(<MemoryRouter initialEntries={[`/${language}`]}>{page}</MemoryRouter>);
}

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('the information pages in French and Portuguese', () => {
  it('venue: French headings, Intl dates in the timeline and links in French', async () => {
    await renderIn('fr', <VenuePage />, 'venue');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lieu de la conférence');
    const timeline = screen.getByRole('region', { name: 'La semaine de la conférence sur place' });
    expect(within(timeline).getByText('1 octobre 2025')).toBeVisible();
    expect(spaced(within(timeline).getAllByRole('time')[2]?.textContent)).toMatch(
      /^3 octobre( à)? 8:00$/,
    );
    expect(screen.getByRole('link', { name: "Découvrir l'excursion géologique" })).toHaveAttribute(
      'href',
      '/fr/fieldtrip',
    );
    expect(screen.getByRole('link', { name: 'Hébergement' })).toHaveAttribute(
      'href',
      '/fr/accommodation',
    );
    expect(screen.getByText(/pour 250,00\s\$US/)).toBeInTheDocument();
  });

  it('field trip: Portuguese facts with plurals and prices, and the reservation link in Portuguese', async () => {
    await renderIn('pt', <FieldTripPage />, 'fieldtrip');
    const facts = Object.fromEntries(
      within(screen.getByRole('region', { name: 'Visão geral da excursão' }))
        .getAllByRole('term')
        .map((term) => [term.textContent, spaced(term.nextElementSibling?.textContent)]),
    );
    expect(facts['Locais']).toBe('6 locais');
    expect(facts['Alojamento']).toBe('2 noites de alojamento');
    expect(facts['Preço']).toMatch(/^US\$ 250,00|^250,00 US\$/);
    expect(screen.getByRole('region', { name: '6 locais a explorar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reserve o seu lugar' })).toHaveAttribute(
      'href',
      '/pt/registration',
    );
    expect(screen.getAllByText('3 de outubro').length).toBeGreaterThan(0);
  });

  it('accommodation: French gallery controls and captions, prices per night', async () => {
    await renderIn('fr', <AccommodationPage />, 'accommodation');
    expect(screen.getByText('Image 1 sur 13')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Image suivante' })).toBeInTheDocument();
    expect(galleryImages[2]?.caption).toBe('Salon commun avec télévision par satellite');
    expect(screen.getByText(/^Date limite de réservation anticipée$/)).toBeInTheDocument();
    expect(screen.getByText(/^31 juillet 2025\. Les annulations/)).toBeInTheDocument();
    expect(screen.getAllByText(/^120,00\s\$US$/)).toHaveLength(1);
  });

  it('abstracts: Portuguese important dates written with Intl', async () => {
    await renderIn('pt', <AbstractsPage />, 'abstracts');
    const dates = screen.getByRole('region', { name: 'Datas importantes' });
    expect(within(dates).getByText('30 de junho de 2025')).toBeInTheDocument();
    expect(within(dates).getByText('de 1 a 5 de outubro de 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Normas para os resumos' })).toBeInTheDocument();
  });
});

describe('the English catalogues say what the conference library says', () => {
  it('abstract dates, fee labels, the fee note and the package names', async () => {
    await i18n.changeLanguage('en');
    expect(abstractTimeline).toEqual(
      ['submissionDeadline', 'acceptanceNotification', 'conference'].map((key) => ({
        date: i18n.t(`dates.${key}.date`, { ns: 'abstracts' }),
        event: i18n.t(`dates.${key}.event`, { ns: 'abstracts' }),
      })),
    );
    const labels = i18n.t('categories', { ns: 'registration', returnObjects: true });
    expect(labels).toEqual(
      Object.fromEntries(
        participantCategories.map((category) => [category, feeTable[category].label]),
      ),
    );
    expect(i18n.t('fees.coverageNote', { ns: 'registration' })).toBe(feeCoverageNote);
    const packages = i18n.t('packages', { ns: 'sponsorship', returnObjects: true });
    expect(packages).toEqual(
      Object.fromEntries(
        sponsorPackages.map(({ id, name, availability, badge, benefits }) => [
          id,
          { name, availability, ...(badge ? { badge } : {}), benefits },
        ]),
      ),
    );
  });
});
