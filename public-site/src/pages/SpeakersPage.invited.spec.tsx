import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitedSpeaker } from '@caawg11/conference';
import { createQueryClient } from '../api/query-client';
import { i18n } from '../i18n/i18n';
import { renderOnServerThenHydrate } from '../testing/hydrate';
import { SpeakersPage } from './SpeakersPage';

const diallo: InvitedSpeaker = {
  id: '3',
  name: 'Prof. Amina Diallo',
  affiliation: 'Université Cheikh Anta Diop',
  topic: 'Sahel aquifers',
  biography: 'Hydrogeologist who mapped the aquifers of the Senegal basin.',
  photoUrl: '/api/speakers/3/photo?v=1764000000',
  position: 1,
};

const achieng: InvitedSpeaker = {
  id: '5',
  name: 'Dr. Ruth Achieng',
  affiliation: 'University of Nairobi',
  topic: null,
  biography: null,
  photoUrl: null,
  position: 2,
};

/**
 * Answers the invited speakers as the api does; the programme, for the presenters below them,
 * stays unpublished.
 */
function answering(invited: InvitedSpeaker[] | 'failing') {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : input, 'http://localhost').pathname;
    if (path === '/api/speakers') {
      return Promise.resolve(
        invited === 'failing'
          ? Response.json({ success: false, message: 'Unavailable' }, { status: 503 })
          : Response.json({
              success: true,
              message: 'Speakers',
              data: { invited, presenters: [] },
            }),
      );
    }
    return Promise.resolve(
      Response.json({ success: true, message: 'Programme', data: { publishedAt: null, days: [] } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const invitedRegion = () => screen.getByRole('region', { name: 'Invited speakers' });

describe('the invited speakers on /speakers', () => {
  it('shows them in the organisers’ order between the keynotes and the presenters', async () => {
    answering([diallo, achieng]);
    render(<SpeakersPage />, { wrapper: MemoryRouter });
    const card = await screen.findByRole('article', { name: 'Prof. Amina Diallo' });
    expect(card).toHaveTextContent('Université Cheikh Anta Diop');
    expect(card).toHaveTextContent('TalkSahel aquifers');
    expect(card).toHaveTextContent('Hydrogeologist who mapped the aquifers of the Senegal basin.');
    const photo = within(card).getByRole('img', { name: 'Prof. Amina Diallo' });
    expect(photo).toHaveAttribute('src', '/api/speakers/3/photo?v=1764000000');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');

    const withoutPhoto = within(invitedRegion()).getByRole('article', { name: 'Dr. Ruth Achieng' });
    expect(within(withoutPhoto).queryByRole('img')).toBeNull();
    expect(withoutPhoto).not.toHaveTextContent('Talk');
    expect(
      within(invitedRegion())
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading').textContent),
    ).toEqual(['Prof. Amina Diallo', 'Dr. Ruth Achieng']);

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const invitedAt = headings.indexOf('Invited speakers');
    expect(invitedAt).toBeGreaterThan(headings.indexOf('More speakers coming soon'));
    expect(invitedAt).toBeLessThan(headings.indexOf('Presenters'));
  });

  it('draws nothing when the organisers have invited no one', async () => {
    answering([]);
    render(<SpeakersPage />, { wrapper: MemoryRouter });
    await screen.findByText('The presenters will be listed here once the programme is published.');
    expect(screen.queryByText('Loading the invited speakers…')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invited speakers' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when they could not be loaded and loads them again on request', async () => {
    const fetchMock = answering('failing');
    render(<SpeakersPage />, { wrapper: MemoryRouter });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The invited speakers could not be loaded. Please try again in a moment.',
    );
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        Response.json({
          success: true,
          message: 'Speakers',
          data: { invited: [achieng], presenters: [] },
        }),
      ),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Dr. Ruth Achieng' })).toBeVisible();
  });

  it('is pre-rendered loading, and asks the api only once the page is hydrated', async () => {
    const fetchMock = answering([diallo]);
    const tree = (
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <SpeakersPage />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const { serverHtml } = await renderOnServerThenHydrate(tree, {
      beforeHydration: () => expect(fetchMock).not.toHaveBeenCalled(),
    });
    expect(serverHtml).toContain('Loading the invited speakers…');
    expect(serverHtml).not.toContain('Prof. Amina Diallo');
    expect(await screen.findByRole('article', { name: 'Prof. Amina Diallo' })).toBeVisible();
  });

  it.each([
    ['fr', 'Conférencières et conférenciers invités', 'Intervention'],
    ['pt', 'Oradoras e oradores convidados', 'Comunicação'],
  ] as const)('speaks %s', async (language, title, topic) => {
    answering([diallo]);
    await i18n.changeLanguage(language);
    await i18n.loadNamespaces(['speakers', 'program']);
    render(<SpeakersPage />, { wrapper: MemoryRouter });
    const region = await screen.findByRole('region', { name: title });
    expect(within(region).getByRole('article', { name: 'Prof. Amina Diallo' })).toHaveTextContent(
      `${topic}Sahel aquifers`,
    );
  });
});
