import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { PublishedProgramme } from '@caawg11/conference';
import { i18n } from '../i18n/i18n';
import { ProgramPage } from './ProgramPage';

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
          chair: 'Prof. Grace Nakato',
          talks: [],
        },
      ],
    },
    { date: '2025-10-02', sessions: [] },
  ],
};

function answering(programme: PublishedProgramme) {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify({ data: programme }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
}

function renderPage() {
  render(
    <MemoryRouter>
      <ProgramPage />
    </MemoryRouter>,
  );
}

describe('ProgramPage in French and Portuguese', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('gives the outline and the published programme in French, session titles as written', async () => {
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces('program');
    answering(published);
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Programme de la conférence',
    );
    const day1 = within(screen.getByRole('article', { name: 'Jour 1' }));
    expect(day1.getByText('mercredi 1 octobre 2025')).toHaveAttribute('datetime', '2025-10-01');
    expect(day1.getByText('Matin')).toBeVisible();
    expect(
      day1.getByRole('link', { name: 'Découvrir les conférencières principales' }),
    ).toHaveAttribute('href', '/fr/speakers');
    const day3 = within(screen.getByRole('article', { name: 'Jour 3' }));
    expect(day3.getByText(/le 3 octobre à 08:00 pour l'ouest de l'Ouganda/)).toBeVisible();
    expect(day3.getByRole('list', { name: 'Sites visités' })).toBeVisible();

    const tabs = await screen.findByRole('tablist', { name: 'Jours du programme' });
    expect(within(tabs).getAllByRole('tab')[0]).toHaveTextContent('mercredi 1 octobre');
    const session = screen.getByRole('region', { name: 'Groundwater in the Albertine Graben' });
    expect(session).toHaveTextContent('Session orale');
    expect(session).toHaveTextContent('Approvisionnement en eau et géosciences');
    expect(within(session).getByRole('link')).toHaveAccessibleName(
      'Ajouter au calendrier (.ics)\u00a0: Groundwater in the Albertine Graben',
    );
    const subthemes = screen.getByLabelText('Sous-thème');
    expect(within(subthemes).getByRole('option', { name: 'Tous les sous-thèmes' })).toBeVisible();
    await userEvent.selectOptions(subthemes, 'Water Supply and Geosciences');
    expect(
      screen.getByRole('region', { name: 'Groundwater in the Albertine Graben' }),
    ).toBeVisible();
  });

  it('says the programme is not out yet in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    await i18n.loadNamespaces('program');
    answering({ publishedAt: null, days: [] });
    renderPage();
    expect(
      await screen.findByText(
        'O programa detalhado será publicado aqui assim que as sessões estiverem definidas.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('article', { name: 'Dia 5' })).toHaveTextContent(
      'domingo, 5 de outubro de 2025',
    );
  });
});
