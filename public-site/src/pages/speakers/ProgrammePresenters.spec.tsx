import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublishedProgramme } from '@caawg11/conference';
import { i18n } from '../../i18n/i18n';
import { SpeakersPage } from '../SpeakersPage';

const published: PublishedProgramme = {
  publishedAt: '2025-09-01T07:00:00.000Z',
  days: [
    {
      date: '2025-10-01',
      sessions: [
        {
          id: '10',
          title: 'Groundwater in the Albertine Graben',
          subtheme: 'Water Supply and Geosciences',
          kind: 'oral',
          start: '09:00',
          end: '10:30',
          room: 'Hall A',
          chair: null,
          talks: [
            {
              reference: 'ABS-0007',
              title: 'Recharge of the Albertine aquifers',
              presenter: 'Zaina Mwangi',
              authors: [],
              start: '09:15',
              end: '09:30',
            },
          ],
        },
      ],
    },
    {
      date: '2025-10-02',
      sessions: [
        {
          id: '12',
          title: 'Posters on mining',
          subtheme: 'Critical Minerals and the Green Economy',
          kind: 'poster',
          start: '14:00',
          end: '15:30',
          room: 'Foyer',
          chair: null,
          talks: [
            {
              reference: 'ABS-0011',
              title: 'Artisanal gold in Busia',
              presenter: 'Amina Okello',
              authors: [],
              start: null,
              end: null,
            },
            {
              reference: 'ABS-0012',
              title: 'Tailings of the Kilembe mine',
              presenter: 'Zaina Mwangi',
              authors: [],
              start: null,
              end: null,
            },
          ],
        },
      ],
    },
  ],
};

function answering(data: PublishedProgramme) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json({ success: true, message: 'Programme', data }))),
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const presenters = () => screen.getByRole('region', { name: 'Presenters' });

describe('the presenters on /speakers', () => {
  it('lists each presenter of the published programme once, by name, with their talks', async () => {
    answering(published);
    render(<SpeakersPage />, { wrapper: MemoryRouter });
    const okello = await within(presenters()).findByRole('article', { name: 'Amina Okello' });
    expect(okello).toHaveTextContent('Artisanal gold in Busia');
    expect(okello).toHaveTextContent('Posters on mining');
    expect(okello).toHaveTextContent('Thursday 2 October, 14:00-15:30, Foyer');
    const mwangi = within(presenters()).getByRole('article', { name: 'Zaina Mwangi' });
    expect(
      within(mwangi)
        .getAllByRole('listitem')
        .map((talk) => talk.textContent),
    ).toEqual([
      'Recharge of the Albertine aquifersGroundwater in the Albertine GrabenWednesday 1 October, 09:15-09:30, Hall A',
      'Tailings of the Kilembe minePosters on miningThursday 2 October, 14:00-15:30, Foyer',
    ]);
    expect(
      within(presenters())
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Amina Okello', 'Zaina Mwangi']);
  });

  it('says the presenters come with the programme while it is not published', async () => {
    answering({ publishedAt: null, days: [] });
    render(<SpeakersPage />, { wrapper: MemoryRouter });
    expect(
      await within(presenters()).findByText(
        'The presenters will be listed here once the programme is published.',
      ),
    ).toBeVisible();
  });

  it('speaks French', async () => {
    answering(published);
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces(['speakers', 'program']);
    render(<SpeakersPage />, { wrapper: MemoryRouter });
    const region = screen.getByRole('region', { name: 'Présentatrices et présentateurs' });
    const okello = await within(region).findByRole('article', { name: 'Amina Okello' });
    expect(okello).toHaveTextContent('jeudi 2 octobre');
  });
});
