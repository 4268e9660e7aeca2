import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublishedProgramme } from '@caawg11/conference';
import { ProgramPage } from '../ProgramPage';

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
          talks: [
            {
              reference: 'ABS-0007',
              title: 'Recharge of the Albertine aquifers',
              presenter: 'Amina Okello',
              authors: [],
              start: '09:15',
              end: '09:30',
            },
          ],
        },
        {
          id: '11',
          title: 'Critical minerals for the energy transition',
          subtheme: 'Critical Minerals and the Green Economy',
          kind: 'oral',
          start: '11:00',
          end: '12:30',
          room: 'Hall B',
          chair: null,
          talks: [
            {
              reference: 'ABS-0009',
              title: 'Cobalt in the Copperbelt',
              presenter: 'Zaina Mwangi',
              authors: [],
              start: '11:00',
              end: '11:15',
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
              presenter: 'Grace Achieng',
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
  const fetchMock = vi.fn(() =>
    Promise.resolve(Response.json({ success: true, message: 'Programme', data }, { status: 200 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  render(
    <MemoryRouter>
      <ProgramPage />
    </MemoryRouter>,
  );
}

const fullProgramme = () => screen.getByRole('region', { name: 'Full programme' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the full programme on /program', () => {
  it('says the programme is not published yet, below the five-day outline', async () => {
    const fetchMock = answering({ publishedAt: null, days: [] });
    renderPage();
    expect(
      await screen.findByText(
        'The detailed programme will be published here once the sessions are set.',
      ),
    ).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/programme',
      expect.objectContaining({ method: 'GET', cache: 'no-cache' }),
    );
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('link', { name: /\.ics/ })).toBeNull();
  });

  it('shows one day at a time behind tabs, with times, room, chair, talks and presenters', async () => {
    answering(published);
    renderPage();
    const tabs = await screen.findByRole('tablist', { name: 'Programme days' });
    const [first, second] = within(tabs).getAllByRole('tab');
    expect(first).toHaveTextContent('Wednesday 1 October');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAttribute('aria-selected', 'false');

    const panel = screen.getByRole('tabpanel', { name: 'Wednesday 1 October' });
    const session = within(panel).getByRole('region', {
      name: 'Groundwater in the Albertine Graben',
    });
    expect(session).toHaveTextContent('09:00–10:30');
    expect(session).toHaveTextContent('Hall A');
    expect(session).toHaveTextContent('Prof. Grace Nakato');
    expect(session).toHaveTextContent('09:15–09:30Recharge of the Albertine aquifersAmina Okello');
    expect(panel).not.toHaveTextContent('Artisanal gold in Busia');
    expect(screen.queryByRole('tabpanel', { name: 'Thursday 2 October' })).toBeNull();

    const user = userEvent.setup();
    await user.click(second!);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Thursday 2 October' })).toHaveTextContent(
      'Artisanal gold in BusiaGrace Achieng',
    );
    // The arrow keys move between the days, as in any tab list.
    await user.keyboard('{ArrowLeft}');
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-selected', 'true');
  });

  it('names every author of a talk in order, the presenter marked, and finds a talk by a co-author', async () => {
    const [day] = published.days;
    const [session] = day!.sessions;
    const talk = session!.talks[0]!;
    answering({
      ...published,
      days: [
        {
          ...day!,
          sessions: [
            {
              ...session!,
              talks: [
                {
                  ...talk,
                  presenter: 'Fatou Diop',
                  authors: [
                    { name: 'Amina Okello', affiliation: 'Makerere University', presenting: false },
                    {
                      name: 'Grace Achieng',
                      affiliation: 'University of Nairobi',
                      presenting: false,
                    },
                    { name: 'Fatou Diop', affiliation: 'UCAD', presenting: true },
                    { name: 'Sarah Namara', affiliation: 'Makerere University', presenting: false },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    renderPage();
    const block = await screen.findByRole('region', {
      name: 'Groundwater in the Albertine Graben',
    });
    expect(block).toHaveTextContent(
      'Amina Okello, Grace Achieng, Fatou Diop (presenting), Sarah Namara',
    );
    expect(block).toHaveTextContent('Makerere University; University of Nairobi; UCAD');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'Namara');
    expect(
      screen.getByRole('region', { name: 'Groundwater in the Albertine Graben' }),
    ).toBeInTheDocument();
  });

  it('filters by subtheme and searches titles and presenters', async () => {
    answering(published);
    renderPage();
    await screen.findByRole('tablist');
    const user = userEvent.setup();
    await user.selectOptions(
      within(fullProgramme()).getByLabelText('Subtheme'),
      'Critical Minerals and the Green Economy',
    );
    const panel = () => screen.getByRole('tabpanel', { name: 'Wednesday 1 October' });
    expect(within(panel()).queryByText('Groundwater in the Albertine Graben')).toBeNull();
    expect(within(panel()).getByText('Critical minerals for the energy transition')).toBeVisible();

    await user.selectOptions(within(fullProgramme()).getByLabelText('Subtheme'), '');
    await user.type(within(fullProgramme()).getByLabelText('Search the programme'), 'amina');
    expect(within(panel()).getByText('Groundwater in the Albertine Graben')).toBeVisible();
    expect(within(panel()).queryByText('Critical minerals for the energy transition')).toBeNull();

    await user.clear(within(fullProgramme()).getByLabelText('Search the programme'));
    await user.type(within(fullProgramme()).getByLabelText('Search the programme'), 'no such talk');
    expect(within(panel()).getByText('No session on this day matches your choice.')).toBeVisible();
  });

  it('links each session and the whole programme to their calendar files', async () => {
    answering(published);
    renderPage();
    await screen.findByRole('tablist');
    expect(
      screen.getByRole('link', { name: 'Download the whole programme (.ics)' }),
    ).toHaveAttribute('href', '/api/programme.ics');
    expect(
      screen.getByRole('link', {
        name: 'Add to calendar (.ics): Groundwater in the Albertine Graben',
      }),
    ).toHaveAttribute('href', '/api/programme/sessions/10.ics');
  });
});
