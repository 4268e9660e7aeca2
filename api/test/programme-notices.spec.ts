import type {
  DataResult,
  PresenterNotice,
  ProgrammeDraft,
  ProgrammePublishPreview,
  ProgrammeSessionInput,
} from '@caawg11/conference';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { insertAbstractSubmission } from './support/inbox-fixtures.js';
import { createMailTestApp, type MailTestApp } from './support/mail-harness.js';

const oralSession: ProgrammeSessionInput = {
  title: 'Groundwater in the Albertine Graben',
  subtheme: 'Water Supply and Geosciences',
  day: '2025-10-01',
  start: '09:00',
  end: '10:30',
  room: 'Hall A',
  chair: null,
  kind: 'oral',
};

const posterSession: ProgrammeSessionInput = {
  ...oralSession,
  title: 'Posters: water and mining',
  day: '2025-10-02',
  start: '14:00',
  end: '15:30',
  room: 'Foyer',
  kind: 'poster',
};

/** What a reader sees in the plain-text part: Intl's narrow spaces plain. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('publishing the programme tells the presenters it places, moves or removes', () => {
  let t: MailTestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createMailTestApp();
    admin = await createUser(t, 'admin', 'programme-notices@example.org');
    await t.startWorker();
  });

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    await t.db.query('DELETE FROM programme_publications');
    await t.db.query('DELETE FROM programme_sessions');
    await t.db.query('DELETE FROM outbox_messages');
    t.sink.clear();
  });

  function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
    return t.app.inject({ method, url, headers: bearer(admin.token), payload });
  }

  async function addSession(input: ProgrammeSessionInput): Promise<string> {
    expect((await call('POST', '/api/admin/programme/sessions', input)).statusCode).toBe(201);
    const draft = (await call('GET', '/api/admin/programme')).json<DataResult<ProgrammeDraft>>();
    return draft.data.sessions.find((session) => session.title === input.title)!.id;
  }

  async function place(abstractId: string, input: object) {
    const response = await call('PUT', `/api/admin/programme/placements/${abstractId}`, input);
    expect(response.statusCode).toBe(200);
  }

  async function preview(): Promise<PresenterNotice[]> {
    const response = await call('GET', '/api/admin/programme/publish-preview');
    expect(response.statusCode).toBe(200);
    return response.json<DataResult<ProgrammePublishPreview>>().data.notices;
  }

  async function publish() {
    expect((await call('POST', '/api/admin/programme/publish')).statusCode).toBe(200);
  }

  async function slotMailsInOutbox(): Promise<string[]> {
    const rows = await t.outboxRows();
    return rows.filter((row) => row.template === 'programme-slot').map((row) => row.recipient);
  }

  /** An accepted oral talk, a French presenter's talk and an accepted poster, placed. */
  async function placedProgramme() {
    const oral = await addSession(oralSession);
    const posters = await addSession(posterSession);
    const english = await insertAbstractSubmission(t, {
      decision: 'oral',
      full_name: 'Amina Okello',
      email: 'amina@example.org',
      abstract_title: 'Recharge of the Albertine aquifers',
    });
    const french = await insertAbstractSubmission(t, {
      decision: 'oral',
      full_name: 'Aïcha Diallo',
      email: 'aicha@example.org',
      abstract_title: 'Les nappes du socle',
      visitor_language: 'fr',
    });
    const poster = await insertAbstractSubmission(t, {
      decision: 'poster',
      full_name: 'Grace Nakato',
      email: 'grace@example.org',
      abstract_title: 'Mapping boreholes with drones',
    });
    await place(english, { sessionId: oral, start: '09:00', end: '09:15' });
    await place(french, { sessionId: oral, start: '09:15', end: '09:30' });
    await place(poster, { sessionId: posters });
    return { oral, posters, english, french, poster };
  }

  it('tells each presenter their slot on the first publication, in their language', async () => {
    await placedProgramme();

    const before = await preview();
    expect(before.map((notice) => [notice.email, notice.kind, notice.language])).toEqual([
      ['amina@example.org', 'placed', 'en'],
      ['aicha@example.org', 'placed', 'fr'],
      ['grace@example.org', 'placed', 'en'],
    ]);

    await publish();
    // Written with the publication itself, before any worker has run.
    expect((await slotMailsInOutbox()).sort()).toEqual([
      'aicha@example.org',
      'amina@example.org',
      'grace@example.org',
    ]);
    await t.sink.waitForCount(3);

    const [amina] = t.sink.to('amina@example.org');
    expect(amina!.subject).toMatch(/^Your slot in the CAAWG11 programme \(ABS-\d{4}\)$/);
    for (const fact of [
      'Dear Amina Okello,',
      'Recharge of the Albertine aquifers',
      'Groundwater in the Albertine Graben',
      'Hall A',
      'Wednesday, 1 October 2025',
      '09:00–09:15 (Kampala time)',
    ]) {
      expect(plain(amina!.text)).toContain(fact);
    }
    expect(amina!.text).not.toContain('previous slot');

    const [aicha] = t.sink.to('aicha@example.org');
    expect(aicha!.subject).toMatch(/^Votre créneau au programme de la CAAWG11 \(ABS-\d{4}\)$/);
    for (const fact of ['Bonjour', 'mercredi 1 octobre 2025', '09:15–09:30 (heure de Kampala)']) {
      expect(plain(aicha!.text)).toContain(fact);
    }

    const [grace] = t.sink.to('grace@example.org');
    for (const fact of ['Posters: water and mining', 'Foyer', 'Thursday, 2 October 2025']) {
      expect(plain(grace!.text)).toContain(fact);
    }
    expect(plain(grace!.text)).toMatch(/Poster number:\s*1/);
    expect(plain(grace!.text)).toContain('14:00–15:30 (Kampala time)');
  });

  it('tells nobody when the programme is published again unchanged', async () => {
    await placedProgramme();
    await publish();
    await t.sink.waitForCount(3);
    await t.db.query('DELETE FROM outbox_messages');
    t.sink.clear();

    expect(await preview()).toEqual([]);
    await publish();
    expect(await slotMailsInOutbox()).toEqual([]);
  });

  it('tells only the presenter of a moved talk, with the old and the new slot', async () => {
    const { oral, french } = await placedProgramme();
    await publish();
    await t.sink.waitForCount(3);
    await t.db.query('DELETE FROM outbox_messages');
    t.sink.clear();

    await place(french, { sessionId: oral, start: '10:00', end: '10:15' });
    const notices = await preview();
    expect(notices).toEqual([
      expect.objectContaining({
        email: 'aicha@example.org',
        kind: 'moved',
        before: expect.objectContaining({ start: '09:15', end: '09:30' }),
        after: expect.objectContaining({ start: '10:00', end: '10:15' }),
      }),
    ]);

    await publish();
    const [moved] = await t.sink.waitForCount(1);
    expect(moved!.to).toEqual(['aicha@example.org']);
    expect(moved!.subject).toMatch(/^Votre créneau au programme de la CAAWG11 a changé/);
    const text = plain(moved!.text);
    expect(text.indexOf('Votre nouveau créneau')).toBeLessThan(text.indexOf('10:00–10:15'));
    expect(text.indexOf('Votre créneau précédent')).toBeLessThan(text.indexOf('09:15–09:30'));
    expect(text.indexOf('10:00–10:15')).toBeLessThan(text.indexOf('Votre créneau précédent'));
    // Nobody else: the outbox holds this one message.
    expect(await slotMailsInOutbox()).toEqual(['aicha@example.org']);
  });

  it('tells the presenter of a talk taken out of the programme, but not one who withdrew', async () => {
    const { english, poster } = await placedProgramme();
    await publish();
    await t.sink.waitForCount(3);
    await t.db.query('DELETE FROM outbox_messages');
    t.sink.clear();

    expect((await call('DELETE', `/api/admin/programme/placements/${english}`)).statusCode).toBe(
      200,
    );
    // A withdrawn talk must leave the programme before it is published again.
    await t.db.query(`UPDATE abstracts SET author_response = 'withdrawn' WHERE id = ?`, [poster]);
    expect((await call('DELETE', `/api/admin/programme/placements/${poster}`)).statusCode).toBe(
      200,
    );
    expect((await preview()).map((notice) => [notice.email, notice.kind])).toEqual([
      ['amina@example.org', 'removed'],
    ]);

    await publish();
    const [removed] = await t.sink.waitForCount(1);
    expect(removed!.to).toEqual(['amina@example.org']);
    expect(removed!.subject).toMatch(/^Your presentation is no longer in the CAAWG11 programme/);
    expect(plain(removed!.text)).toContain('09:00–09:15 (Kampala time)');
    expect(await slotMailsInOutbox()).toEqual(['amina@example.org']);
  });

  it('shows the preview only to those who may publish', async () => {
    const communications = await createUser(t, 'communications');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/programme/publish-preview',
      headers: bearer(communications.token),
    });
    expect(response.statusCode).toBe(403);
  });
});
