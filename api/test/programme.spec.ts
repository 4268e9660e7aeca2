import type {
  ApiFailure,
  AuditLogView,
  DataResult,
  ListResult,
  ProgrammeDraft,
  ProgrammeSessionInput,
  PublishedProgramme,
  SessionDeleteRefusal,
} from '@caawg11/conference';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import {
  fourAuthors,
  insertAbstractSubmission,
  setAbstractAuthors,
} from './support/inbox-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const session: ProgrammeSessionInput = {
  title: 'Groundwater in the Albertine Graben',
  subtheme: 'Water Supply and Geosciences',
  day: '2025-10-01',
  start: '09:00',
  end: '10:30',
  room: 'Hall A',
  chair: 'Prof. Grace Nakato',
  kind: 'oral',
};

interface IcsComponent {
  name: string;
  props: Record<string, string>;
  children: IcsComponent[];
}

/** Reads an iCalendar text strictly: CRLF lines, unfolded, every BEGIN closed by its END. */
function parseIcs(text: string): IcsComponent {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
  const root: IcsComponent = { name: 'ROOT', props: {}, children: [] };
  const stack = [root];
  for (const line of lines) {
    expect(line).not.toContain('\n');
    const colon = line.indexOf(':');
    expect(colon).toBeGreaterThan(0);
    const [key, value] = [line.slice(0, colon), line.slice(colon + 1)];
    if (key === 'BEGIN') {
      const component: IcsComponent = { name: value, props: {}, children: [] };
      stack.at(-1)!.children.push(component);
      stack.push(component);
    } else if (key === 'END') {
      expect(stack.pop()!.name).toBe(value);
    } else {
      stack.at(-1)!.props[key] = value;
    }
  }
  expect(stack).toHaveLength(1);
  expect(root.children.map((component) => component.name)).toEqual(['VCALENDAR']);
  return root.children[0]!;
}

describe('the conference programme: draft, clashes, publishing and the public programme', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '100000' } });
    admin = await createUser(t, 'admin', 'programme-chair@example.org');
  });

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    await t.db.query('DELETE FROM programme_publications');
    await t.db.query('DELETE FROM programme_sessions');
  });

  function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
    return t.app.inject({ method, url, headers: bearer(admin.token), payload });
  }

  async function draft(): Promise<ProgrammeDraft> {
    const response = await call('GET', '/api/admin/programme');
    expect(response.statusCode).toBe(200);
    return response.json<DataResult<ProgrammeDraft>>().data;
  }

  async function addSession(fields: Partial<ProgrammeSessionInput> = {}): Promise<string> {
    const response = await call('POST', '/api/admin/programme/sessions', { ...session, ...fields });
    expect(response.statusCode).toBe(201);
    const sessions = (await draft()).sessions;
    return sessions.find((s) => s.title === (fields.title ?? session.title))!.id;
  }

  async function accepted(decision: 'oral' | 'poster', row: Record<string, unknown> = {}) {
    return insertAbstractSubmission(t, { decision, decided_at: '2025-08-01 10:00:00', ...row });
  }

  async function publicProgramme(): Promise<PublishedProgramme> {
    const response = await t.app.inject({ method: 'GET', url: '/api/programme' });
    expect(response.statusCode).toBe(200);
    return response.json<DataResult<PublishedProgramme>>().data;
  }

  describe('sessions', () => {
    it('refuses a day outside 1-5 October 2025, an end before the start and an unknown kind', async () => {
      const response = await call('POST', '/api/admin/programme/sessions', {
        ...session,
        day: '2025-10-06',
        start: '11:00',
        end: '10:00',
        kind: 'plenary',
        title: '  ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiFailure>().errors).toEqual({
        title: 'Enter the session title',
        day: 'Choose a day of the conference (1-5 October 2025)',
        end: 'The end time must be after the start time',
        kind: 'Choose oral or poster',
      });
      const badTime = await call('POST', '/api/admin/programme/sessions', {
        ...session,
        start: '9am',
      });
      expect(badTime.json<ApiFailure>().errors).toMatchObject({
        start: 'Enter the time as HH:MM on the 24-hour clock',
      });
      expect((await draft()).sessions).toEqual([]);
    });

    it('creates, updates and deletes a session', async () => {
      const id = await addSession();
      const updated = await call('PUT', `/api/admin/programme/sessions/${id}`, {
        ...session,
        room: 'Hall B',
        chair: '',
      });
      expect(updated.statusCode).toBe(200);
      expect((await draft()).sessions).toEqual([
        expect.objectContaining({ id, room: 'Hall B', chair: null, day: '2025-10-01', talks: [] }),
      ]);
      expect((await call('DELETE', `/api/admin/programme/sessions/${id}`)).statusCode).toBe(200);
      expect((await call('DELETE', `/api/admin/programme/sessions/${id}`)).statusCode).toBe(404);
      expect((await draft()).sessions).toEqual([]);
    });
  });

  describe('placing abstracts', () => {
    it('places only abstracts accepted as oral or poster that the author has not withdrawn', async () => {
      const sessionId = await addSession();
      const oral = await accepted('oral');
      const withdrawn = await accepted('oral', {
        author_response: 'withdrawn',
        author_responded_at: '2025-08-02 10:00:00',
      });
      const rejected = await insertAbstractSubmission(t, { decision: 'reject' });
      const undecided = await insertAbstractSubmission(t);

      const unplaced = (await draft()).unplaced.map((item) => item.abstractId);
      expect(unplaced).toContain(oral);
      expect(unplaced).not.toEqual(expect.arrayContaining([withdrawn]));
      expect(unplaced).not.toEqual(expect.arrayContaining([rejected]));
      expect(unplaced).not.toEqual(expect.arrayContaining([undecided]));

      for (const id of [withdrawn, rejected, undecided]) {
        const refused = await call('PUT', `/api/admin/programme/placements/${id}`, {
          sessionId,
          start: '09:00',
          end: '09:15',
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json<ApiFailure>().message).toBe(
          'Only an abstract accepted as oral or poster, and not withdrawn by its author, can be placed',
        );
      }

      const placed = await call('PUT', `/api/admin/programme/placements/${oral}`, {
        sessionId,
        start: '09:00',
        end: '09:15',
      });
      expect(placed.statusCode).toBe(200);
      const after = await draft();
      expect(after.unplaced.map((item) => item.abstractId)).not.toContain(oral);
      expect(after.sessions[0]!.talks).toEqual([
        expect.objectContaining({ abstractId: oral, start: '09:00', end: '09:15' }),
      ]);
    });

    it('asks a talk for times within its session and moves an abstract rather than copying it', async () => {
      const first = await addSession();
      const second = await addSession({ title: 'Mining', room: 'Hall B' });
      const oral = await accepted('oral');

      const noTimes = await call('PUT', `/api/admin/programme/placements/${oral}`, {
        sessionId: first,
      });
      expect(noTimes.json<ApiFailure>().errors).toEqual({
        start: 'A talk in an oral session needs a start and an end time',
      });
      const outside = await call('PUT', `/api/admin/programme/placements/${oral}`, {
        sessionId: first,
        start: '10:20',
        end: '10:35',
      });
      expect(outside.json<ApiFailure>().errors).toEqual({
        start: 'The talk must start and end within the session (09:00-10:30)',
      });

      await call('PUT', `/api/admin/programme/placements/${oral}`, {
        sessionId: first,
        start: '09:00',
        end: '09:15',
      });
      await call('PUT', `/api/admin/programme/placements/${oral}`, {
        sessionId: second,
        start: '09:30',
        end: '09:45',
      });
      const sessions = (await draft()).sessions;
      expect(sessions.find((s) => s.id === first)!.talks).toEqual([]);
      expect(sessions.find((s) => s.id === second)!.talks.map((talk) => talk.abstractId)).toEqual([
        oral,
      ]);

      expect((await call('DELETE', `/api/admin/programme/placements/${oral}`)).statusCode).toBe(
        200,
      );
      expect((await draft()).unplaced.map((item) => item.abstractId)).toContain(oral);
      expect((await call('DELETE', `/api/admin/programme/placements/${oral}`)).statusCode).toBe(
        404,
      );
    });
    it('keeps posters in the order they were placed, and puts one before another on request', async () => {
      const posters = await addSession({ title: 'Posters', kind: 'poster', room: 'Foyer' });
      const [a, b, c] = [
        await accepted('poster'),
        await accepted('poster'),
        await accepted('poster'),
      ];
      for (const id of [a, b, c]) {
        const placed = await call('PUT', `/api/admin/programme/placements/${id}`, {
          sessionId: posters,
        });
        expect(placed.statusCode).toBe(200);
      }
      const order = async () =>
        (await draft()).sessions[0]!.talks.map((talk) => [talk.abstractId, talk.start]);
      expect(await order()).toEqual([
        [a, null],
        [b, null],
        [c, null],
      ]);
      const first = (await draft()).sessions[0]!.talks[0]!.position;
      await call('PUT', `/api/admin/programme/placements/${c}`, {
        sessionId: posters,
        position: first,
      });
      expect((await order()).map(([id]) => id)).toEqual([c, a, b]);
      const refused = await call('PUT', `/api/admin/programme/placements/${c}`, {
        sessionId: posters,
        position: 0,
      });
      expect(refused.json<ApiFailure>().errors).toEqual({
        position: 'position must be a whole number from 1',
      });
    });
  });

  describe('the audit trail', () => {
    /** The entries about one record, newest first, as the audit log screen lists them. */
    async function history(recordType: 'programme-session' | 'abstract', recordId: string) {
      const response = await call(
        'GET',
        `/api/admin/audit-log?recordType=${recordType}&recordId=${recordId}`,
      );
      expect(response.statusCode).toBe(200);
      return response
        .json<ListResult<AuditLogView>>()
        .data.map(({ actor, action, before, after }) => ({ actor, action, before, after }));
    }

    const sessionValues = {
      title: session.title,
      subtheme: session.subtheme,
      kind: 'oral',
      day: '2025-10-01',
      start: '09:00',
      end: '10:30',
      room: 'Hall A',
      chair: 'Prof. Grace Nakato',
    };

    it('records who created, edited and deleted a session, with its values before and after', async () => {
      const id = await addSession();
      const edit = () =>
        call('PUT', `/api/admin/programme/sessions/${id}`, {
          ...session,
          room: 'Hall B',
          chair: '',
        });
      expect((await edit()).statusCode).toBe(200);
      // Saving the same values again changes nothing, so it adds nothing to the trail.
      expect((await edit()).statusCode).toBe(200);
      expect((await call('DELETE', `/api/admin/programme/sessions/${id}`)).statusCode).toBe(200);

      const edited = { ...sessionValues, room: 'Hall B', chair: null };
      expect(await history('programme-session', id)).toEqual([
        {
          actor: admin.email,
          action: 'programme.session-deleted',
          before: { ...edited, talks: [] },
          after: null,
        },
        {
          actor: admin.email,
          action: 'programme.session-updated',
          before: sessionValues,
          after: edited,
        },
        {
          actor: admin.email,
          action: 'programme.session-created',
          before: null,
          after: sessionValues,
        },
      ]);
    });

    it('records placing, moving and removing a talk, with where it was and where it went', async () => {
      const first = await addSession();
      const second = await addSession({ title: 'Mining', room: 'Hall B' });
      const oral = await accepted('oral');
      const place = (sessionId: string, start: string, end: string) =>
        call('PUT', `/api/admin/programme/placements/${oral}`, { sessionId, start, end });

      expect((await place(first, '09:00', '09:15')).statusCode).toBe(200);
      expect((await place(second, '09:30', '09:45')).statusCode).toBe(200);
      // Saving the same place again changes nothing, so it adds nothing to the trail.
      expect((await place(second, '09:30', '09:45')).statusCode).toBe(200);
      expect((await call('DELETE', `/api/admin/programme/placements/${oral}`)).statusCode).toBe(
        200,
      );

      const inFirst = {
        sessionId: first,
        session: session.title,
        start: '09:00',
        end: '09:15',
        position: 1,
      };
      const inSecond = {
        sessionId: second,
        session: 'Mining',
        start: '09:30',
        end: '09:45',
        position: 1,
      };
      expect(await history('abstract', oral)).toEqual([
        { actor: admin.email, action: 'programme.talk-unplaced', before: inSecond, after: null },
        { actor: admin.email, action: 'programme.talk-moved', before: inFirst, after: inSecond },
        { actor: admin.email, action: 'programme.talk-placed', before: null, after: inFirst },
      ]);
    });

    it('refuses to delete a session holding talks unless asked to confirm, and lists them', async () => {
      const id = await addSession();
      const [earlier, later] = [await accepted('oral'), await accepted('oral')];
      await call('PUT', `/api/admin/programme/placements/${later}`, {
        sessionId: id,
        start: '09:15',
        end: '09:30',
      });
      await call('PUT', `/api/admin/programme/placements/${earlier}`, {
        sessionId: id,
        start: '09:00',
        end: '09:15',
      });
      const placedBefore = (await draft()).sessions[0]!.talks;
      expect(placedBefore).toHaveLength(2);
      const titleOf = (abstractId: string) =>
        placedBefore.find((item) => item.abstractId === abstractId)!.title;

      for (const url of [
        `/api/admin/programme/sessions/${id}`,
        `/api/admin/programme/sessions/${id}?confirm=false`,
      ]) {
        const refused = await call('DELETE', url);
        expect(refused.statusCode).toBe(409);
        expect(refused.json<SessionDeleteRefusal>()).toMatchObject({
          success: false,
          message:
            'This session holds 2 placed talks. Confirm to delete the session and return them to the list of abstracts not yet placed.',
          placedTalks: [
            {
              abstractId: earlier,
              reference: `ABS-${earlier.padStart(4, '0')}`,
              title: titleOf(earlier),
            },
            {
              abstractId: later,
              reference: `ABS-${later.padStart(4, '0')}`,
              title: titleOf(later),
            },
          ],
        });
      }
      const unclear = await call('DELETE', `/api/admin/programme/sessions/${id}?confirm=yes`);
      expect(unclear.statusCode).toBe(400);
      expect(unclear.json<ApiFailure>().message).toBe('confirm must be true or false');
      expect((await draft()).sessions[0]!.talks).toEqual(placedBefore);
      expect((await history('programme-session', id)).map((entry) => entry.action)).toEqual([
        'programme.session-created',
      ]);
    });

    it('deletes a session holding talks once confirmed, returns them to the unplaced list and records it', async () => {
      const id = await addSession();
      const talk = await accepted('oral');
      await call('PUT', `/api/admin/programme/placements/${talk}`, {
        sessionId: id,
        start: '09:00',
        end: '09:15',
      });

      const deleted = await call('DELETE', `/api/admin/programme/sessions/${id}?confirm=true`);
      expect(deleted.statusCode).toBe(200);
      const after = await draft();
      expect(after.sessions).toEqual([]);
      expect(after.unplaced.map((item) => item.abstractId)).toContain(talk);

      expect((await history('programme-session', id))[0]).toEqual({
        actor: admin.email,
        action: 'programme.session-deleted',
        before: { ...sessionValues, talks: [`ABS-${talk.padStart(4, '0')}`] },
        after: null,
      });
      expect((await history('abstract', talk))[0]).toEqual({
        actor: admin.email,
        action: 'programme.talk-unplaced',
        before: {
          sessionId: id,
          session: session.title,
          start: '09:00',
          end: '09:15',
          position: 1,
        },
        after: null,
      });
    });
  });

  describe('clashes', () => {
    it('lists a double-booked room and a presenter in two places, and refuses to publish', async () => {
      const first = await addSession();
      const second = await addSession({ title: 'Mining', start: '10:00', end: '11:00' });
      const talkA = await accepted('oral', {
        email: 'amina@example.org',
        full_name: 'Amina Okello',
      });
      const talkB = await accepted('oral', {
        email: 'amina@example.org',
        full_name: 'Amina Okello',
      });
      await call('PUT', `/api/admin/programme/placements/${talkA}`, {
        sessionId: first,
        start: '10:15',
        end: '10:30',
      });
      await call('PUT', `/api/admin/programme/placements/${talkB}`, {
        sessionId: second,
        start: '10:20',
        end: '10:35',
      });

      const { clashes } = await draft();
      expect(clashes.map((clash) => clash.kind).sort()).toEqual(['presenter', 'room']);
      expect(clashes.find((clash) => clash.kind === 'room')!.message).toBe(
        'Hall A is booked twice: "Groundwater in the Albertine Graben" (Wednesday 1 October 09:00-10:30) and "Mining" (Wednesday 1 October 10:00-11:00)',
      );

      const refused = await call('POST', '/api/admin/programme/publish');
      expect(refused.statusCode).toBe(409);
      const body = refused.json<ApiFailure>();
      expect(body.message).toBe('The programme cannot be published while it has clashes');
      expect(Object.values(body.errors ?? {}).sort()).toEqual(
        clashes.map((clash) => clash.message).sort(),
      );
      expect((await publicProgramme()).publishedAt).toBeNull();

      // Moving the second session to another room and hour clears both clashes.
      await call('PUT', `/api/admin/programme/sessions/${second}`, {
        ...session,
        title: 'Mining',
        room: 'Hall B',
        start: '11:00',
        end: '12:00',
      });
      const moved = await call('PUT', `/api/admin/programme/placements/${talkB}`, {
        sessionId: second,
        start: '11:00',
        end: '11:15',
      });
      expect(moved.statusCode).toBe(200);
      expect((await draft()).clashes).toEqual([]);
      expect((await call('POST', '/api/admin/programme/publish')).statusCode).toBe(200);
    });

    it('finds the presenting author, not the submitter, placed in two sessions at once', async () => {
      const first = await addSession();
      const second = await addSession({
        title: 'Karst',
        room: 'Hall B',
        start: '10:00',
        end: '11:00',
      });
      // Two submitters; the third author of the first presents the second too.
      const talkA = await accepted('oral', { email: 'grace@example.org', full_name: 'Grace N.' });
      await setAbstractAuthors(t, talkA, fourAuthors);
      const talkB = await accepted('oral', { email: 'otim@example.org', full_name: 'Peter O.' });
      await setAbstractAuthors(t, talkB, [
        { name: 'Peter Otim', affiliation: 'Makerere University', email: 'otim@example.org' },
        fourAuthors[2]!,
      ]);
      await call('PUT', `/api/admin/programme/placements/${talkA}`, {
        sessionId: first,
        start: '10:15',
        end: '10:30',
      });
      await call('PUT', `/api/admin/programme/placements/${talkB}`, {
        sessionId: second,
        start: '10:20',
        end: '10:35',
      });
      const { clashes, sessions } = await draft();
      expect(sessions.flatMap((s) => s.talks.map((talk) => talk.presenterEmail))).toEqual([
        'aicha.traore@ufhb.example.org',
        'aicha.traore@ufhb.example.org',
      ]);
      expect(clashes.map((clash) => [clash.kind, clash.message])).toEqual([
        [
          'presenter',
          `Aïcha Traoré presents in two places at once: ABS-${talkA.padStart(4, '0')} in "Groundwater in the Albertine Graben" (Wednesday 1 October 10:15-10:30) and ABS-${talkB.padStart(4, '0')} in "Karst" (Wednesday 1 October 10:20-10:35)`,
        ],
      ]);
      expect((await call('POST', '/api/admin/programme/publish')).statusCode).toBe(409);
    });

    it('lists a placed talk whose author withdrew, and refuses to publish until it is removed', async () => {
      const id = await addSession();
      const oral = await accepted('oral');
      await call('PUT', `/api/admin/programme/placements/${oral}`, {
        sessionId: id,
        start: '09:00',
        end: '09:15',
      });
      await t.db.query(
        `UPDATE abstracts SET author_response = 'withdrawn', author_responded_at = NOW(3) WHERE id = ?`,
        [oral],
      );
      const { clashes, sessions, unplaced } = await draft();
      expect(clashes.map((clash) => clash.kind)).toEqual(['no-longer-accepted']);
      expect(sessions[0]!.talks.map((talk) => talk.abstractId)).toEqual([oral]);
      expect(unplaced.map((item) => item.abstractId)).not.toContain(oral);
      expect((await call('POST', '/api/admin/programme/publish')).statusCode).toBe(409);

      await call('DELETE', `/api/admin/programme/placements/${oral}`);
      expect((await draft()).clashes).toEqual([]);
      expect((await call('POST', '/api/admin/programme/publish')).statusCode).toBe(200);
    });

    it('lists a talk left outside its session when the session is shortened', async () => {
      const id = await addSession();
      const oral = await accepted('oral');
      await call('PUT', `/api/admin/programme/placements/${oral}`, {
        sessionId: id,
        start: '10:15',
        end: '10:30',
      });
      await call('PUT', `/api/admin/programme/sessions/${id}`, { ...session, end: '10:00' });
      expect((await draft()).clashes.map((clash) => clash.kind)).toEqual(['outside-session']);
    });
  });

  describe('publishing and the public programme', () => {
    it('serves no sessions before the first publication, and only the newest publication after', async () => {
      const before = await t.app.inject({ method: 'GET', url: '/api/programme' });
      expect(before.statusCode).toBe(200);
      expect(before.headers['cache-control']).toBe('public, max-age=60');
      expect(before.json()).toEqual({
        success: true,
        message: 'Programme',
        data: { publishedAt: null, days: [] },
      });
      expect((await draft()).publication).toBeNull();

      const sessionId = await addSession();
      const posterSession = await addSession({
        title: 'Posters on mining',
        kind: 'poster',
        day: '2025-10-02',
        start: '14:00',
        end: '15:30',
        room: 'Foyer',
        chair: null,
      });
      const oral = await accepted('oral', {
        full_name: 'Amina Okello',
        abstract_title: 'Recharge of the Albertine aquifers',
      });
      await setAbstractAuthors(t, oral, fourAuthors);
      const poster = await accepted('poster', {
        full_name: 'Zaina Mwangi',
        abstract_title: 'Artisanal gold in Busia',
      });
      await call('PUT', `/api/admin/programme/placements/${oral}`, {
        sessionId,
        start: '09:15',
        end: '09:30',
      });
      await call('PUT', `/api/admin/programme/placements/${poster}`, { sessionId: posterSession });
      expect((await draft()).differsFromPublished).toBe(true);

      t.setNow('2025-09-01T07:00:00Z');
      const published = await call('POST', '/api/admin/programme/publish');
      expect(published.statusCode).toBe(200);
      const afterPublish = published.json<DataResult<ProgrammeDraft>>().data;
      expect(afterPublish.publication).toEqual({
        publishedAt: '2025-09-01T07:00:00.000Z',
        publishedBy: 'programme-chair@example.org',
      });
      expect(afterPublish.differsFromPublished).toBe(false);

      const expected: PublishedProgramme = {
        publishedAt: '2025-09-01T07:00:00.000Z',
        days: [
          {
            date: '2025-10-01',
            sessions: [
              {
                id: sessionId,
                title: 'Groundwater in the Albertine Graben',
                subtheme: 'Water Supply and Geosciences',
                kind: 'oral',
                start: '09:00',
                end: '10:30',
                room: 'Hall A',
                chair: 'Prof. Grace Nakato',
                talks: [
                  {
                    reference: `ABS-${oral.padStart(4, '0')}`,
                    title: 'Recharge of the Albertine aquifers',
                    // The third author presents, not the submitter.
                    presenter: 'Aïcha Traoré',
                    authors: [
                      {
                        name: 'Grace Nakato',
                        affiliation: 'Makerere University',
                        presenting: false,
                      },
                      {
                        name: 'Joseph Mwesigwa',
                        affiliation: 'Kyambogo University',
                        presenting: false,
                      },
                      {
                        name: 'Aïcha Traoré',
                        affiliation: 'Université Félix Houphouët-Boigny',
                        presenting: true,
                      },
                      { name: 'Peter Otim', affiliation: 'Makerere University', presenting: false },
                    ],
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
                id: posterSession,
                title: 'Posters on mining',
                subtheme: 'Water Supply and Geosciences',
                kind: 'poster',
                start: '14:00',
                end: '15:30',
                room: 'Foyer',
                chair: null,
                talks: [
                  {
                    reference: `ABS-${poster.padStart(4, '0')}`,
                    title: 'Artisanal gold in Busia',
                    presenter: 'Zaina Mwangi',
                    // Stored without author rows: the submitter presents.
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
      expect(await publicProgramme()).toEqual(expected);

      // Draft edits change nothing public until the next publication.
      await call('PUT', `/api/admin/programme/sessions/${sessionId}`, {
        ...session,
        room: 'Hall C',
      });
      await call('DELETE', `/api/admin/programme/placements/${poster}`);
      expect((await draft()).differsFromPublished).toBe(true);
      expect(await publicProgramme()).toEqual(expected);

      t.setNow('2025-09-02T07:00:00Z');
      expect((await call('POST', '/api/admin/programme/publish')).statusCode).toBe(200);
      const republished = await publicProgramme();
      expect(republished.publishedAt).toBe('2025-09-02T07:00:00.000Z');
      expect(republished.days[0]!.sessions[0]!.room).toBe('Hall C');
      expect(republished.days[1]!.sessions[0]!.talks).toEqual([]);
    });

    it('refuses to publish an empty programme', async () => {
      const response = await call('POST', '/api/admin/programme/publish');
      expect(response.statusCode).toBe(409);
      expect(response.json<ApiFailure>().message).toBe(
        'Add at least one session before publishing',
      );
    });

    it('serves the whole programme and each session as iCalendar in Kampala time', async () => {
      const first = await addSession();
      const second = await addSession({
        title: 'Posters on mining',
        kind: 'poster',
        day: '2025-10-03',
        start: '14:00',
        end: '15:30',
        room: 'Foyer',
      });
      const oral = await accepted('oral', {
        full_name: 'Amina Okello',
        abstract_title: 'Recharge of the Albertine aquifers',
      });
      await setAbstractAuthors(t, oral, fourAuthors);
      await call('PUT', `/api/admin/programme/placements/${oral}`, {
        sessionId: first,
        start: '09:15',
        end: '09:30',
      });
      await call('POST', '/api/admin/programme/publish');

      const whole = await t.app.inject({ method: 'GET', url: '/api/programme.ics' });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(whole.headers['content-disposition']).toBe(
        'attachment; filename="caawg11-programme.ics"',
      );
      const calendar = parseIcs(whole.body);
      expect(calendar.props.VERSION).toBe('2.0');
      expect(calendar.children.map((component) => component.name)).toEqual([
        'VTIMEZONE',
        'VEVENT',
        'VEVENT',
      ]);
      expect(calendar.children[0]!.props.TZID).toBe('Africa/Kampala');
      expect(calendar.children[0]!.children[0]!.props.TZOFFSETTO).toBe('+0300');
      const [, talks, posters] = calendar.children;
      expect(talks!.props).toMatchObject({
        SUMMARY: 'Groundwater in the Albertine Graben',
        LOCATION: 'Hall A',
        'DTSTART;TZID=Africa/Kampala': '20251001T090000',
        'DTEND;TZID=Africa/Kampala': '20251001T103000',
        DESCRIPTION:
          'Chair: Prof. Grace Nakato\\n09:15-09:30 Recharge of the Albertine aquifers - Grace Nakato\\, Joseph Mwesigwa\\, Aïcha Traoré (presenting)\\, Peter Otim (ABS-' +
          oral.padStart(4, '0') +
          ')',
      });
      expect(talks!.props.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
      expect(posters!.props).toMatchObject({
        SUMMARY: 'Posters on mining',
        LOCATION: 'Foyer',
        'DTSTART;TZID=Africa/Kampala': '20251003T140000',
        'DTEND;TZID=Africa/Kampala': '20251003T153000',
      });
      expect(talks!.props.UID).not.toBe(posters!.props.UID);

      const one = await t.app.inject({
        method: 'GET',
        url: `/api/programme/sessions/${second}.ics`,
      });
      expect(one.statusCode).toBe(200);
      expect(one.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(one.headers['content-disposition']).toBe(
        `attachment; filename="caawg11-session-${second}.ics"`,
      );
      const single = parseIcs(one.body);
      expect(single.children.filter((component) => component.name === 'VEVENT')).toEqual([
        expect.objectContaining({
          props: expect.objectContaining({
            SUMMARY: 'Posters on mining',
            'DTSTART;TZID=Africa/Kampala': '20251003T140000',
          }) as unknown,
        }),
      ]);

      const missing = await t.app.inject({
        method: 'GET',
        url: '/api/programme/sessions/999999.ics',
      });
      expect(missing.statusCode).toBe(404);
    });
  });
});

describe('the public programme under the rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '2' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('lets one address read it ten times the limit of a form in a minute, then answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/programme' })).statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });
});
