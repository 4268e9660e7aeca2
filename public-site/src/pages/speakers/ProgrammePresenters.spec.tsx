import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPresenter, PublishedProgramme } from '@caawg11/conference';
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

/** Answers the programme, and the speakers the page asks for beside it (none, or a failure). */
function answering(data: PublishedProgramme, presenters: PublicPresenter[] | 'failing' = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (!url.startsWith('/api/speakers')) {
        return Promise.resolve(Response.json({ success: true, message: 'Programme', data }));
      }
      if (presenters === 'failing') {
        return Promise.resolve(
          Response.json({ success: false, message: 'Internal error' }, { status: 500 }),
        );
      }
      return Promise.resolve(
        Response.json({ success: true, message: 'Speakers', data: { invited: [], presenters } }),
      );
    }),
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

  it("shows a presenter's photo and biography given for one of their talks", async () => {
    answering(published, [
      {
        reference: 'ABS-0012',
        biography: 'Mining geologist who studies the tailings of the Kilembe mine.',
        photoUrl: '/api/speakers/presenters/ABS-0012/photo?v=31',
      },
    ]);
    render(<SpeakersPage />, { wrapper: MemoryRouter });
    const mwangi = await within(presenters()).findByRole('article', { name: 'Zaina Mwangi' });
    const photo = await within(mwangi).findByRole('img', { name: 'Zaina Mwangi' });
    expect(photo).toHaveAttribute('src', '/api/speakers/presenters/ABS-0012/photo?v=31');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(mwangi).toHaveTextContent(
      'Mining geologist who studies the tailings of the Kilembe mine.',
    );
    const okello = within(presenters()).getByRole('article', { name: 'Amina Okello' });
    expect(within(okello).queryByRole('img')).not.toBeInTheDocument();
  });

  it('still lists the presenters when their biographies cannot be loaded', async () => {
    answering(published, 'failing');
    render(<SpeakersPage />, { wrapper: MemoryRouter });
    const okello = await within(presenters()).findByRole('article', { name: 'Amina Okello' });
    expect(okello).toHaveTextContent('Artisanal gold in Busia');
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toContain('/api/speakers'),
    );
    expect(within(presenters()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(presenters()).queryByRole('img')).not.toBeInTheDocument();
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
