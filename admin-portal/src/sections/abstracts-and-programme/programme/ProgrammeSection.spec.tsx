import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DraftSession, PresenterNotice, ProgrammeDraft } from '@caawg11/conference';
import { adminUser, renderAdmin, signedIn, statistics } from '../../../testing/render-admin';

const oralSession: DraftSession = {
  id: '10',
  title: 'Groundwater',
  subtheme: 'Water Supply and Geosciences',
  day: '2025-10-01',
  start: '09:00',
  end: '10:00',
  room: 'Hall A',
  chair: 'Prof. Grace Nakato',
  kind: 'oral',
  talks: [],
};

const posterSession: DraftSession = {
  ...oralSession,
  id: '11',
  title: 'Posters',
  day: '2025-10-02',
  start: '14:00',
  end: '15:00',
  room: 'Foyer',
  kind: 'poster',
};

const unplacedAbstract = {
  abstractId: '7',
  reference: 'ABS-0007',
  title: 'Recharge of the Albertine aquifers',
  presenter: 'Amina Okello',
  presenterEmail: 'amina@example.org',
  authors: [],
  subtheme: 'Water Supply and Geosciences' as const,
  decision: 'oral' as const,
};

function draft(overrides: Partial<ProgrammeDraft> = {}): ProgrammeDraft {
  return {
    sessions: [oralSession, posterSession],
    unplaced: [unplacedAbstract],
    clashes: [],
    publication: null,
    differsFromPublished: true,
    ...overrides,
  };
}

const answer = (data: ProgrammeDraft) => ({ body: { success: true, message: 'Programme', data } });

describe('the Programme section', () => {
  it('places an unplaced abstract in an oral session at a chosen start time with the keyboard', async () => {
    const calls = signedIn({
      'GET /api/admin/programme': answer(draft()),
      'PUT /api/admin/programme/placements/7': {
        body: { success: true, message: 'Abstract placed' },
      },
    });
    renderAdmin('/dashboard/programme');
    const item = (await screen.findByText(/ABS-0007 · Recharge/)).closest('li')!;
    const user = userEvent.setup();
    const session = within(item).getByRole('combobox', { name: /Move to/ });
    await user.selectOptions(session, '10');
    const start = within(item).getByRole('combobox', { name: /Start time/ });
    expect(
      within(start)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '09:00',
      '09:05',
      '09:10',
      '09:15',
      '09:20',
      '09:25',
      '09:30',
      '09:35',
      '09:40',
      '09:45',
    ]);
    await user.selectOptions(start, '09:30');
    await user.click(within(item).getByRole('button', { name: /^Move ABS-0007/ }));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/admin/programme/placements/7',
      body: { sessionId: '10', start: '09:30', end: '09:45' },
    });
  });

  it('moves a talk to a poster session without a time, and removes a talk from its session', async () => {
    const placed = draft({
      unplaced: [],
      sessions: [
        {
          ...oralSession,
          talks: [
            { ...unplacedAbstract, start: '09:00', end: '09:20', position: 1, decision: 'oral' },
          ],
        },
        posterSession,
      ],
    });
    const calls = signedIn({
      'GET /api/admin/programme': answer(placed),
      'PUT /api/admin/programme/placements/7': {
        body: { success: true, message: 'Abstract placed' },
      },
      'DELETE /api/admin/programme/placements/7': { body: { success: true, message: 'Removed' } },
    });
    renderAdmin('/dashboard/programme');
    const card = await screen.findByRole('article', { name: /Groundwater/ });
    const user = userEvent.setup();
    // Within its own session a 20-minute talk can start no later than 20 minutes before the end.
    const start = within(card).getByRole('combobox', { name: /Start time/ });
    expect(within(start).getAllByRole('option').at(-1)).toHaveTextContent('09:40');
    await user.selectOptions(start, '09:40');
    await user.click(within(card).getByRole('button', { name: /^Move ABS-0007/ }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      sessionId: '10',
      start: '09:40',
      end: '10:00',
    });
    calls.length = 0;
    await user.selectOptions(within(card).getByRole('combobox', { name: /Move to/ }), '11');
    expect(within(card).queryByRole('combobox', { name: /Start time/ })).toBeNull();
    await user.click(within(card).getByRole('button', { name: /^Move ABS-0007/ }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ sessionId: '11' });
    await user.click(within(card).getByRole('button', { name: /Remove from session/ }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('lists the clashes in an alert and keeps Publish disabled with the reason', async () => {
    const message =
      'Hall A is booked twice: "Groundwater" (Wednesday 1 October 09:00-10:00) and "Mining" (Wednesday 1 October 09:30-10:30)';
    signedIn({
      'GET /api/admin/programme': answer(
        draft({ clashes: [{ kind: 'room', message, sessionIds: ['10', '12'], abstractIds: [] }] }),
      ),
    });
    renderAdmin('/dashboard/programme');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 clash to fix before publishing');
    expect(alert).toHaveTextContent(message);
    const publish = screen.getByRole('button', { name: 'Publish programme' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(
      'Publishing is blocked until the clash above is fixed.',
    );
  });

  it('lists in the confirmation the presenters publishing will tell, and what changes for each', async () => {
    const slot = {
      sessionTitle: 'Groundwater',
      kind: 'oral' as const,
      room: 'Hall A',
      day: '2025-10-01',
      start: '09:15',
      end: '09:30',
      position: null,
    };
    const notices: PresenterNotice[] = [
      {
        reference: 'ABS-0007',
        kind: 'moved',
        before: slot,
        after: { ...slot, room: 'Hall B', start: '10:00', end: '10:15' },
        abstractTitle: 'Recharge of the Albertine aquifers',
        presenter: 'Aïcha Diallo',
        email: 'aicha@example.org',
        language: 'fr',
      },
      {
        reference: 'ABS-0009',
        kind: 'placed',
        before: null,
        after: { ...slot, sessionTitle: 'Posters', room: 'Foyer', position: 2 },
        abstractTitle: 'Mapping boreholes with drones',
        presenter: 'Grace Nakato',
        email: 'grace@example.org',
        language: 'en',
      },
      {
        reference: 'ABS-0011',
        kind: 'removed',
        before: slot,
        after: null,
        abstractTitle: 'Lake levels',
        presenter: 'Amina Okello',
        email: 'amina@example.org',
        language: 'pt',
      },
    ];
    signedIn({
      'GET /api/admin/programme': answer(draft()),
      'GET /api/admin/programme/publish-preview': {
        body: { success: true, message: 'Who publishing will tell', data: { notices } },
      },
    });
    renderAdmin('/dashboard/programme');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish programme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the programme?' });
    expect(
      await within(dialog).findByText('3 presenters will be e-mailed about their slot:'),
    ).toBeVisible();
    const list = within(dialog).getByRole('list', { name: 'Presenters who will be told' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Aïcha Diallo <aicha@example.org> (ABS-0007, in Français): Moves from Groundwater, Hall A, Wednesday 1 October, 09:15–09:30 to Groundwater, Hall B, Wednesday 1 October, 10:00–10:15.',
      'Grace Nakato <grace@example.org> (ABS-0009, in English): Their slot: Posters, poster 2, Foyer, Wednesday 1 October, 09:15–09:30.',
      'Amina Okello <amina@example.org> (ABS-0011, in Português): Leaves the programme (was Groundwater, Hall A, Wednesday 1 October, 09:15–09:30).',
    ]);
  });

  it('publishes after confirmation and shows when and by whom', async () => {
    let current = draft();
    const calls = signedIn({
      'GET /api/admin/programme/publish-preview': {
        body: { success: true, message: 'Who publishing will tell', data: { notices: [] } },
      },
      'GET /api/admin/programme': () => answer(current),
      'POST /api/admin/programme/publish': () => {
        current = draft({
          publication: {
            publishedAt: '2025-09-01T07:00:00.000Z',
            publishedBy: 'organiser@example.org',
          },
          differsFromPublished: false,
        });
        return answer(current);
      },
    });
    renderAdmin('/dashboard/programme');
    expect(await screen.findByText(/Not published yet/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Publish programme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the programme?' });
    expect(
      await within(dialog).findByText("No presenter's slot changes: nobody will be e-mailed."),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Publish programme' }));
    expect(
      await screen.findByText(
        /Published on 1 Sept 2025, 10:00 by organiser@example.org\. The draft is the same as the published programme\./,
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('adds a session, checking the times before asking the api', async () => {
    const calls = signedIn({
      'GET /api/admin/programme': answer(draft({ sessions: [] })),
      'POST /api/admin/programme/sessions': {
        status: 201,
        body: { success: true, message: 'Session added' },
      },
    });
    renderAdmin('/dashboard/programme');
    const form = await screen.findByRole('form', { name: 'Add a session' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Title'), 'Mining and society');
    await user.selectOptions(
      within(form).getByLabelText('Subtheme'),
      'Water Supply and Geosciences',
    );
    await user.selectOptions(within(form).getByLabelText('Day'), '2025-10-03');
    await user.type(within(form).getByLabelText('Start (HH:MM)'), '11:00');
    await user.type(within(form).getByLabelText('End (HH:MM)'), '10:00');
    await user.type(within(form).getByLabelText('Room'), 'Hall B');
    await user.click(within(form).getByRole('button', { name: 'Add session' }));
    expect(
      await within(form).findByText('The end time must be after the start time'),
    ).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText('End (HH:MM)'));
    await user.type(within(form).getByLabelText('End (HH:MM)'), '12:30');
    await user.click(within(form).getByRole('button', { name: 'Add session' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Mining and society',
      subtheme: 'Water Supply and Geosciences',
      day: '2025-10-03',
      start: '11:00',
      end: '12:30',
      room: 'Hall B',
      chair: null,
      kind: 'oral',
    });
  });

  it('edits a session in a dialog and deletes one only after confirmation', async () => {
    const calls = signedIn({
      'GET /api/admin/programme': answer(draft()),
      'PUT /api/admin/programme/sessions/10': { body: { success: true, message: 'Session saved' } },
      'DELETE /api/admin/programme/sessions/11': {
        body: { success: true, message: 'Session deleted' },
      },
    });
    renderAdmin('/dashboard/programme');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit session: Groundwater' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit session' });
    const room = within(dialog).getByLabelText('Room');
    expect(room).toHaveValue('Hall A');
    await user.clear(room);
    await user.type(room, 'Hall C');
    await user.click(within(dialog).getByRole('button', { name: 'Save session' }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'Groundwater',
      subtheme: 'Water Supply and Geosciences',
      day: '2025-10-01',
      start: '09:00',
      end: '10:00',
      room: 'Hall C',
      chair: 'Prof. Grace Nakato',
      kind: 'oral',
    });

    await user.click(screen.getByRole('button', { name: 'Delete session: Posters' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this session?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete session' }));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
      '/api/admin/programme/sessions/11',
    );
  });

  it('lists the talks a session holds by title before deleting it, and confirms their removal', async () => {
    const secondTalk = {
      ...unplacedAbstract,
      abstractId: '8',
      reference: 'ABS-0008',
      title: 'Fluoride in Rift Valley wells',
    };
    const calls = signedIn({
      'GET /api/admin/programme': answer(
        draft({
          unplaced: [],
          sessions: [
            {
              ...oralSession,
              talks: [
                { ...unplacedAbstract, start: '09:00', end: '09:20', position: 1 },
                { ...secondTalk, start: '09:20', end: '09:40', position: 2 },
              ],
            },
          ],
        }),
      ),
      'DELETE /api/admin/programme/sessions/10': {
        body: { success: true, message: 'Session deleted' },
      },
    });
    renderAdmin('/dashboard/programme');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete session: Groundwater' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this session?' });
    const talks = within(confirm).getByRole('list', {
      name: 'These 2 talks lose their places and go back to the list of abstracts not yet placed:',
    });
    expect(
      within(talks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'ABS-0007 · Recharge of the Albertine aquifers',
      'ABS-0008 · Fluoride in Rift Valley wells',
    ]);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(confirm).getByRole('button', { name: 'Delete session' }));
    const deleted = calls.find((call) => call.method === 'DELETE');
    expect(deleted?.path).toBe('/api/admin/programme/sessions/10');
    expect(deleted?.search.get('confirm')).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists the talks the api found in a session shown empty, and deletes it only when asked again', async () => {
    const refusal = {
      success: false,
      message:
        'This session holds a placed talk. Confirm to delete the session and return the talk to the list of abstracts not yet placed.',
      placedTalks: [{ abstractId: '7', reference: 'ABS-0007', title: unplacedAbstract.title }],
    };
    const calls = signedIn({
      'GET /api/admin/programme': answer(draft()),
      'DELETE /api/admin/programme/sessions/11': ({ url }) =>
        url.searchParams.get('confirm') === 'true'
          ? { body: { success: true, message: 'Session deleted' } }
          : { status: 409, body: refusal },
    });
    renderAdmin('/dashboard/programme');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete session: Posters' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this session?' });
    expect(within(confirm).queryByRole('list')).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Delete session' }));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent(refusal.message);
    const talks = within(confirm).getByRole('list', {
      name: 'This talk loses its place and goes back to the list of abstracts not yet placed:',
    });
    expect(within(talks).getByRole('listitem')).toHaveTextContent(
      'ABS-0007 · Recharge of the Albertine aquifers',
    );
    const deletes = () => calls.filter((call) => call.method === 'DELETE');
    expect(deletes().map((call) => call.search.get('confirm'))).toEqual([null]);

    await user.click(within(confirm).getByRole('button', { name: 'Delete session' }));
    expect(deletes().map((call) => call.search.get('confirm'))).toEqual([null, 'true']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts a poster before the one above it', async () => {
    const poster = (id: string, position: number) => ({
      ...unplacedAbstract,
      abstractId: id,
      reference: `ABS-000${id}`,
      title: `Poster ${id}`,
      decision: 'poster' as const,
      start: null,
      end: null,
      position,
    });
    const calls = signedIn({
      'GET /api/admin/programme': answer(
        draft({
          unplaced: [],
          sessions: [{ ...posterSession, talks: [poster('1', 3), poster('2', 5)] }],
        }),
      ),
      'PUT /api/admin/programme/placements/2': { body: { success: true, message: 'Placed' } },
    });
    renderAdmin('/dashboard/programme');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('button', { name: 'Move up: ABS-0001 Poster 1' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: ABS-0002 Poster 2' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move up: ABS-0002 Poster 2' }));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/admin/programme/placements/2',
      body: { sessionId: '11', position: 3 },
    });
  });

  it('is in the side bar for administrators only', async () => {
    signedIn({ 'GET /api/admin/dashboard': { body: { success: true, data: statistics() } } });
    const { unmount } = renderAdmin();
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Programme' })).toHaveAttribute(
      'href',
      '/dashboard/programme',
    );
    unmount();

    signedIn({
      'GET /api/auth/me': { body: { success: true, data: { ...adminUser, role: 'reviewer' } } },
      'GET /api/admin/dashboard': { body: { success: true, data: statistics() } },
      'GET /api/admin/inboxes/counts': { body: { success: true, data: {} } },
    });
    renderAdmin();
    const reviewerNav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(reviewerNav).queryByRole('link', { name: 'Programme' })).not.toBeInTheDocument();
  });

  it('drops a dragged abstract into the first free time of an oral session', async () => {
    const taken = {
      ...unplacedAbstract,
      abstractId: '5',
      reference: 'ABS-0005',
      title: 'Opening talk',
      start: '09:00',
      end: '09:15',
      position: 1,
    };
    const calls = signedIn({
      'GET /api/admin/programme': answer(
        draft({ sessions: [{ ...oralSession, talks: [taken] }, posterSession] }),
      ),
      'PUT /api/admin/programme/placements/7': { body: { success: true, message: 'Placed' } },
    });
    renderAdmin('/dashboard/programme');
    const item = (await screen.findByText(/ABS-0007 · Recharge/)).closest('li')!;
    const card = screen.getByRole('article', { name: /Groundwater/ });
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(item, { dataTransfer });
    fireEvent.dragOver(card, { dataTransfer });
    fireEvent.drop(card, { dataTransfer });
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/admin/programme/placements/7',
        body: { sessionId: '10', start: '09:15', end: '09:30' },
      }),
    );
  });
});
