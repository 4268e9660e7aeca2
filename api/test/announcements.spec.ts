import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import type { ResultSetHeader, RowDataPacket } from 'mysql2/promise';
import type {
  AnnouncementDetails,
  AnnouncementDraft,
  AnnouncementPreview,
  AudienceCount,
  AudienceSession,
  Clock,
} from '@caawg11/conference';
import { CLOCK } from '../src/platform/config/clock.token.js';
import { ConfigModule } from '../src/platform/config/config.module.js';
import { WorkerModule } from '../src/worker.module.js';
import {
  bearer,
  createUser,
  insertPayment,
  insertRegistration,
  rows,
  type TestUser,
} from './support/admin-fixtures.js';
import {
  fourAuthors,
  insertAbstractSubmission,
  setAbstractAuthors,
} from './support/inbox-fixtures.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';
import { declaredSettings } from '../src/platform/settings/index.js';
import { changeSetting } from './support/settings.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const paidFieldTrip: AnnouncementDraft['audience'] = {
  kind: 'registrations',
  paymentStatuses: ['verified'],
  fieldTrip: true,
};

const shuttleTexts: AnnouncementDraft['texts'] = {
  en: {
    subject: 'Field trip shuttle for {{name}}',
    body: 'Dear {{name}},\n\nThe field trip bus leaves at 07:30. Your reference: {{reference}}.\n\nYour registration page: {{accessLink}}',
  },
  fr: {
    subject: 'Navette de l’excursion pour {{name}}',
    body: 'Chère {{name}},\n\nLe bus de l’excursion part à 07h30. Votre référence : {{reference}}.\n\nVotre page : {{accessLink}}',
  },
};

describe('announcements to a chosen audience', () => {
  let t: MailTestApp;
  let communications: TestUser;
  let now = new Date('2025-09-20T08:00:00.000Z');
  const clock: Clock = { now: () => now };
  let worker: INestApplicationContext | undefined;

  async function startWorker(): Promise<INestApplicationContext> {
    const moduleRef = await Test.createTestingModule({
      imports: [WorkerModule.withConfig(ConfigModule.withConfig(t.config))],
    })
      .overrideProvider(CLOCK)
      .useValue(clock)
      .compile();
    moduleRef.useLogger(false);
    await moduleRef.init();
    return moduleRef;
  }

  async function post<T>(url: string, payload: unknown, user: TestUser = communications) {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: bearer(user.token),
    });
    return { status: response.statusCode, body: response.json<{ message: string; data: T }>() };
  }

  async function details(id: string): Promise<AnnouncementDetails> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/announcements/${id}`,
      headers: bearer(communications.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: AnnouncementDetails }>().data;
  }

  async function registrant(
    email: string,
    language: 'en' | 'fr',
    fixture: Parameters<typeof insertRegistration>[1] = {},
  ): Promise<string> {
    const id = await insertRegistration(t, { email, ...fixture });
    await t.db.query('UPDATE registrations SET language = ? WHERE id = ?', [language, id]);
    return id;
  }

  let english = '';
  let french = '';

  beforeAll(async () => {
    t = await createMailTestApp({
      clock,
      env: { ANNOUNCEMENT_RUN_EVERY_MS: '300', ANNOUNCEMENT_BATCH_SIZE: '1' },
    });
    // The payment reminders would write to the unpaid registrant too: only announcements here.
    await changeSetting(t, declaredSettings.paymentReminders, { paused: true });
    communications = await createUser(t, 'communications');
    english = await registrant('grace@example.org', 'en', {
      firstName: 'Grace',
      otherNames: 'Nakato',
      paymentStatus: 'verified',
      fieldTrip: true,
    });
    french = await registrant('awa@example.org', 'fr', {
      firstName: 'Awa',
      otherNames: 'Diallo',
      paymentStatus: 'verified',
      fieldTrip: true,
    });
    await registrant('no.trip@example.org', 'en', { paymentStatus: 'verified', fieldTrip: false });
    await registrant('unpaid@example.org', 'fr', { paymentStatus: 'pending', fieldTrip: true });
    worker = await startWorker();
  });

  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  it('counts the audience and previews the message in each language before it is written', async () => {
    const count = await post<AudienceCount>('/api/admin/announcements/audience', {
      audience: paidFieldTrip,
      essential: false,
    });
    expect(count.status).toBe(200);
    expect(count.body.data).toMatchObject({ count: 2, unsubscribed: 0 });
    expect(count.body.data.sample.map((person) => person.email)).toEqual([
      'awa@example.org',
      'grace@example.org',
    ]);

    const preview = await post<AnnouncementPreview[]>('/api/admin/announcements/preview', {
      audience: paidFieldTrip,
      texts: shuttleTexts,
      essential: false,
    });
    expect(preview.status).toBe(200);
    const [en, fr, pt] = preview.body.data;
    expect(en).toMatchObject({ language: 'en', fallback: false, to: 'grace@example.org' });
    expect(en!.subject).toBe('Field trip shuttle for Dr. Grace Nakato');
    expect(fr).toMatchObject({ language: 'fr', fallback: false, to: 'awa@example.org' });
    expect(fr!.subject).toBe('Navette de l’excursion pour Dr. Awa Diallo');
    expect(fr!.text).toContain('Le bus de l’excursion part à 07h30.');
    expect(fr!.text).toContain('Pour ne plus recevoir leurs annonces');
    // Nobody reads Portuguese in this audience: the English text stands in, for a made-up person.
    expect(pt).toMatchObject({ language: 'pt', fallback: true });
    expect(pt!.subject).toContain('Field trip shuttle for');
    // Nothing is written by a count or a preview.
    expect(await rows<RowDataPacket>(t, 'SELECT id FROM announcements')).toHaveLength(0);
  });

  it('refuses a draft without its English text, naming the field', async () => {
    const refused = await post('/api/admin/announcements', {
      audience: paidFieldTrip,
      texts: { en: { subject: '', body: 'Hello' } },
      essential: false,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please enter the English subject');
  });

  it('refuses a personal link in a subject, or inside another address, naming the field', async () => {
    for (const [texts, message] of [
      [
        { en: { subject: 'Your page: {{accessLink}}', body: 'Dear {{name}}' } },
        'A personal link may be used in the message only, not in the subject',
      ],
      [
        {
          en: { subject: 'Shuttle', body: 'Dear {{name}}' },
          fr: { subject: 'Votre page {{ accessLink }}', body: 'Chère {{name}}' },
        },
        'A personal link may be used in the message only, not in the subject',
      ],
      [
        { en: { subject: 'Shuttle', body: 'Book here: https://evil.example/?u={{accessLink}}' } },
        'A personal link must stand on its own, not inside another address',
      ],
    ] as const) {
      const refused = await post('/api/admin/announcements', {
        audience: paidFieldTrip,
        texts,
        essential: false,
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message, errors: { texts: message } });
    }
    expect(await rows<RowDataPacket>(t, 'SELECT id FROM announcements')).toHaveLength(0);
  });

  it('reaches exactly the paid field-trip registrants, each in their language with their own name and link', async () => {
    const created = await post<AnnouncementDetails>('/api/admin/announcements', {
      audience: paidFieldTrip,
      texts: shuttleTexts,
      essential: false,
    });
    expect(created.status).toBe(201);
    const mails = await t.sink.waitForCount(2, 20_000);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([
      'awa@example.org',
      'grace@example.org',
    ]);
    const grace = t.sink.to('grace@example.org')[0]!;
    expect(grace.subject).toBe('Field trip shuttle for Dr. Grace Nakato');
    expect(grace.text).toContain('Dear Dr. Grace Nakato');
    expect(grace.text).toContain('Your reference: CAAWG11-');
    const awa = t.sink.to('awa@example.org')[0]!;
    expect(awa.subject).toBe('Navette de l’excursion pour Dr. Awa Diallo');
    expect(awa.text).toContain('Chère Dr. Awa Diallo');

    // Each link opens the recipient's own registration, in their language.
    for (const [mail, id, page] of [
      [grace, english, '/my-registration'],
      [awa, french, '/fr/my-registration'],
    ] as const) {
      const link = new RegExp(`https?://\\S+${page}\\?token=([\\w-]+)`).exec(mail.text);
      expect(link).not.toBeNull();
      const opened = await t.app.inject({
        method: 'GET',
        url: '/api/my-registration',
        headers: { 'x-access-token': link![1]! },
      });
      expect(opened.statusCode).toBe(200);
      expect(JSON.stringify(opened.json())).toContain(mail.to[0]);
      expect(id).not.toBe('');
      // RFC 8058: the mail program's own unsubscribe button posts to the link.
      expect(mail.headers['list-unsubscribe']).toMatch(
        /^<http:\/\/localhost:4300\/api\/announcements\/unsubscribe\?token=[\w-]{43}>$/,
      );
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    }

    const shown = await eventually(async () => {
      const current = await details(created.body.data.id);
      expect(current.progress).toEqual({ recipients: 2, queued: 0, sent: 2, failed: 0 });
      return current;
    });
    expect(shown.status).toBe('sent');
    expect(shown.languages).toEqual(['en', 'fr']);
    // The sent rows keep no working link.
    const payloads = await rows<RowDataPacket>(
      t,
      "SELECT payload FROM outbox_messages WHERE template = 'announcement'",
    );
    for (const { payload } of payloads) {
      const data = (typeof payload === 'string' ? JSON.parse(payload) : payload) as object;
      expect(data).not.toHaveProperty('accessLink');
      expect(data).not.toHaveProperty('unsubscribeLink');
    }
  });

  it('sends each recipient a working link while the outbox rows and the mail log hold none', async () => {
    const liveToken = /token=[\w-]{20,}/;
    const mailLog = async (url: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: bearer(communications.token),
      });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    const storedRows = async (ids: string[]): Promise<RowDataPacket[]> => {
      const [found] = await t.db.query<RowDataPacket[]>(
        'SELECT * FROM outbox_messages WHERE id IN (?)',
        [ids],
      );
      return found;
    };

    // While the SMTP server is away the e-mails wait in the outbox, not yet sent.
    await t.sink.stop();
    t.sink.received.length = 0;
    const created = await post<AnnouncementDetails>('/api/admin/announcements', {
      audience: paidFieldTrip,
      texts: shuttleTexts,
      essential: false,
    });
    expect(created.status).toBe(201);
    const ids = await eventually(
      async () => {
        const written = await rows<RowDataPacket>(
          t,
          'SELECT outbox_id FROM announcement_recipients WHERE announcement_id = ?',
          [created.body.data.id],
        );
        expect(written).toHaveLength(2);
        return written.map((row) => String(row.outbox_id));
      },
      { timeoutMs: 20_000 },
    );
    const waiting = await storedRows(ids);
    expect(waiting.every((row) => row.status !== 'sent')).toBe(true);
    expect(JSON.stringify(waiting)).not.toMatch(liveToken);
    for (const id of ids) {
      const shown = await mailLog(`/api/admin/mail/${id}`);
      expect(shown).not.toMatch(liveToken);
      expect(shown).toContain('[link withheld');
    }

    // Once it is back, each recipient receives a link that opens their own registration.
    await t.sink.restart();
    await t.sink.waitForCount(2, 30_000);
    const grace = t.sink.to('grace@example.org')[0]!;
    const token = /my-registration\?token=([\w-]+)/.exec(grace.text)![1]!;
    const opened = await t.app.inject({
      method: 'GET',
      url: '/api/my-registration',
      headers: { 'x-access-token': token },
    });
    expect(opened.statusCode).toBe(200);
    const sentRows = await eventually(async () => {
      const found = await storedRows(ids);
      expect(found.map((row) => String(row.status))).toEqual(['sent', 'sent']);
      return found;
    });
    const tokens = t.sink.received.flatMap((mail) =>
      [...mail.text.matchAll(/token=([\w-]{20,})/g)].map((match) => match[1]!),
    );
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    const stored = JSON.stringify(sentRows);
    const shown = [
      await mailLog('/api/admin/mail?limit=100'),
      ...(await Promise.all(ids.map((id) => mailLog(`/api/admin/mail/${id}`)))),
    ].join('\n');
    for (const sentToken of tokens) {
      expect(stored).not.toContain(sentToken);
      expect(shown).not.toContain(sentToken);
    }
    expect(shown).toContain('[link withheld');
  });

  it('leaves out who unsubscribed from the next announcement, but not from their payment receipt', async () => {
    const grace = t.sink.to('grace@example.org')[0]!;
    const link = /<(.+)>/.exec(grace.headers['list-unsubscribe']!)![1]!;
    const path = link.replace('http://localhost:4300', '');
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('grace@example.org');
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.body).toContain('You will receive no more announcements');

    const count = await post<AudienceCount>('/api/admin/announcements/audience', {
      audience: paidFieldTrip,
      essential: false,
    });
    expect(count.body.data).toMatchObject({ count: 1, unsubscribed: 1 });

    t.sink.received.length = 0;
    const next = await post<AnnouncementDetails>('/api/admin/announcements', {
      audience: paidFieldTrip,
      texts: {
        en: { subject: 'Gala dinner', body: 'Dear {{name}}, the gala dinner is at 19:00.' },
      },
      essential: false,
    });
    await t.sink.waitForCount(1, 20_000);
    const done = await eventually(async () => {
      const current = await details(next.body.data.id);
      expect(current.status).toBe('sent');
      return current;
    });
    expect(done.leftOutUnsubscribed).toBe(1);
    await sleep(500);
    expect(t.sink.received.map((mail) => mail.to[0])).toEqual(['awa@example.org']);
    // French gets the English text where there is no French one.
    expect(t.sink.received[0]!.subject).toBe('Gala dinner');

    const admin = await createUser(t, 'admin');
    const payment = await insertPayment(t, english, { amount: 20 });
    const verified = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payments/${payment}/verify`,
      headers: bearer(admin.token),
    });
    expect(verified.statusCode).toBe(200);
    await eventually(() => expect(t.sink.to('grace@example.org')).toHaveLength(1), {
      timeoutMs: 20_000,
    });
    expect(t.sink.to('grace@example.org')[0]!.headers).not.toHaveProperty('list-unsubscribe');
  });

  it('sends a scheduled announcement at its time, not before', async () => {
    t.sink.received.length = 0;
    const sendAt = new Date(now.getTime() + 60 * 60 * 1000);
    const scheduled = await post<AnnouncementDetails>('/api/admin/announcements', {
      audience: { kind: 'registrations', paymentStatuses: ['pending'] },
      texts: { en: { subject: 'Please pay', body: 'Dear {{name}}, please pay.' } },
      essential: true,
      sendAt: sendAt.toISOString(),
    });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body.data.status).toBe('scheduled');
    // Several runs of the schedule go by while the clock stands before the time.
    await sleep(1500);
    expect(t.sink.received).toHaveLength(0);

    now = new Date(sendAt.getTime() + 1000);
    const [mail] = await t.sink.waitForCount(1, 20_000);
    expect(mail!.to).toEqual(['unpaid@example.org']);
    // An essential announcement has no unsubscribe link.
    expect(mail!.headers).not.toHaveProperty('list-unsubscribe');
    expect(mail!.text).not.toContain('/api/announcements/unsubscribe');
  });

  it('lists the failures and sends them again from the portal', async () => {
    t.sink.received.length = 0;
    t.sink.rejectRecipients.add('awa@example.org');
    const created = await post<AnnouncementDetails>('/api/admin/announcements', {
      audience: { kind: 'registrations', fieldTrip: true, paymentStatuses: ['verified'] },
      texts: { en: { subject: 'Bring your badge', body: 'Dear {{name}}, bring your badge.' } },
      essential: true,
    });
    const failed = await eventually(
      async () => {
        const current = await details(created.body.data.id);
        expect(current.progress.failed).toBe(1);
        return current;
      },
      { timeoutMs: 20_000 },
    );
    expect(failed.failures).toEqual([
      { email: 'awa@example.org', attempts: 1, lastError: expect.stringContaining('550') },
    ]);

    t.sink.rejectRecipients.delete('awa@example.org');
    const resent = await post<AnnouncementDetails>(
      `/api/admin/announcements/${created.body.data.id}/resend-failed`,
      {},
    );
    expect(resent.status).toBe(200);
    await eventually(() => expect(t.sink.to('awa@example.org')).toHaveLength(1), {
      timeoutMs: 20_000,
    });
    await eventually(async () =>
      expect((await details(created.body.data.id)).progress).toMatchObject({ sent: 2, failed: 0 }),
    );
    const audit = await rows<RowDataPacket>(
      t,
      "SELECT actor_email FROM audit_log WHERE action = 'announcement.failed-resent'",
    );
    expect(audit.map((row) => String(row.actor_email))).toEqual([communications.email]);
  });

  describe('presenters narrowed to one session of the programme', () => {
    async function programmeSession(title: string, day: string, start: string, end: string) {
      const [result] = await t.db.query<ResultSetHeader>(
        `INSERT INTO programme_sessions (title, subtheme, day, start_time, end_time, room, kind)
         VALUES (?, 'Water Supply and Geosciences', ?, ?, ?, 'Hall A', 'oral')`,
        [title, day, start, end],
      );
      return String(result.insertId);
    }

    async function placedAbstract(sessionId: string, email: string, row: Record<string, unknown>) {
      const abstractId = await insertAbstractSubmission(t, { email, ...row });
      await t.db.query(
        'INSERT INTO programme_placements (session_id, abstract_id, position) VALUES (?, ?, 0)',
        [sessionId, abstractId],
      );
    }

    const accepted = { decision: 'oral', decided_at: '2025-08-01 10:00:00' };
    let groundwater = '';

    beforeAll(async () => {
      const drought = await programmeSession(
        'Drought early warning',
        '2025-10-02',
        '09:00',
        '10:30',
      );
      groundwater = await programmeSession('Groundwater recharge', '2025-10-01', '11:00', '12:30');
      const wetlands = await programmeSession('Wetlands', '2025-10-01', '14:00', '15:30');
      await programmeSession('Empty session', '2025-10-01', '16:00', '17:00');
      await placedAbstract(drought, 'drought.presenter@example.org', accepted);
      await placedAbstract(groundwater, 'groundwater.presenter@example.org', accepted);
      await placedAbstract(groundwater, 'groundwater.withdrawn@example.org', {
        ...accepted,
        author_response: 'withdrawn',
      });
      await placedAbstract(wetlands, 'wetlands.withdrawn@example.org', {
        ...accepted,
        author_response: 'withdrawn',
      });
      await insertAbstractSubmission(t, { ...accepted, email: 'unplaced@example.org' });
    });

    async function sessionsAs(user: TestUser) {
      return t.app.inject({
        method: 'GET',
        url: '/api/admin/announcements/sessions',
        headers: bearer(user.token),
      });
    }

    it('lists only the sessions holding placed accepted talks, in programme order, to communications and not to finance', async () => {
      const listed = await sessionsAs(communications);
      expect(listed.statusCode).toBe(200);
      expect(listed.json<{ data: AudienceSession[] }>().data).toEqual([
        {
          id: groundwater,
          title: 'Groundwater recharge',
          day: '2025-10-01',
          start: '11:00',
          end: '12:30',
        },
        {
          id: expect.any(String),
          title: 'Drought early warning',
          day: '2025-10-02',
          start: '09:00',
          end: '10:30',
        },
      ]);

      const finance = await createUser(t, 'finance');
      expect((await sessionsAs(finance)).statusCode).toBe(403);
    });

    it('reaches only the presenters of the chosen session', async () => {
      const count = await post<AudienceCount>('/api/admin/announcements/audience', {
        audience: { kind: 'presenters', sessionId: groundwater },
        essential: false,
      });
      expect(count.status).toBe(200);
      expect(count.body.data).toMatchObject({ count: 1, unsubscribed: 0 });
      expect(count.body.data.sample.map((person) => person.email)).toEqual([
        'groundwater.presenter@example.org',
      ]);

      const everyPresenter = await post<AudienceCount>('/api/admin/announcements/audience', {
        audience: { kind: 'presenters' },
        essential: false,
      });
      expect(everyPresenter.body.data.count).toBe(3);
    });

    it('reaches the presenting author of a talk with several authors, not its submitter', async () => {
      const basement = await programmeSession('Basement aquifers', '2025-10-03', '09:00', '10:30');
      const abstractId = await insertAbstractSubmission(t, {
        ...accepted,
        full_name: 'Moussa Keita',
        email: 'moussa.keita@example.org',
        visitor_language: 'fr',
      });
      await setAbstractAuthors(t, abstractId, fourAuthors);
      await t.db.query(
        'INSERT INTO programme_placements (session_id, abstract_id, position) VALUES (?, ?, 0)',
        [basement, abstractId],
      );
      const audience = { kind: 'presenters', sessionId: basement } as const;

      const count = await post<AudienceCount>('/api/admin/announcements/audience', {
        audience,
        essential: false,
      });
      expect(count.body.data.sample).toEqual([
        { email: 'aicha.traore@ufhb.example.org', name: 'Aïcha Traoré', language: 'fr' },
      ]);

      const created = await post<AnnouncementDetails>('/api/admin/announcements', {
        audience,
        texts: {
          en: { subject: 'Your talk, {{name}}', body: 'Dear {{name}},\n\nThe room has moved.' },
          fr: { subject: 'Votre exposé, {{name}}', body: 'Chère {{name}},\n\nLa salle a changé.' },
        },
        essential: false,
      });
      expect(created.status).toBe(201);
      const [mail] = await eventually(() => {
        const received = t.sink.to('aicha.traore@ufhb.example.org');
        expect(received).toHaveLength(1);
        return received;
      });
      expect(mail!.subject).toBe('Votre exposé, Aïcha Traoré');
      expect(mail!.text).toContain('Chère Aïcha Traoré');
      const shown = await eventually(async () => {
        const current = await details(created.body.data.id);
        expect(current.status).toBe('sent');
        return current;
      });
      expect(shown.progress.recipients).toBe(1);
      expect(t.sink.to('moussa.keita@example.org')).toEqual([]);
    });
  });
});
