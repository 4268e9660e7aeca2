import type { RowDataPacket } from 'mysql2';
import type {
  AbstractNoticePreview,
  AbstractNoticeQueue,
  AbstractResponseView,
} from '@caawg11/conference';
import { bearer, createUser, rows, type TestUser } from './support/admin-fixtures.js';
import { insertAbstractSubmission } from './support/inbox-fixtures.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';

describe('author notices: the queue of decisions, their sending and the author’s answer', () => {
  let t: MailTestApp;
  let admin: TestUser;
  let reviewerA: TestUser;
  let reviewerB: TestUser;

  beforeAll(async () => {
    t = await createMailTestApp({ env: { PUBLIC_SITE_URL: 'https://caawg11.example.org/' } });
    admin = await createUser(t, 'admin');
    reviewerA = await createUser(t, 'reviewer');
    reviewerB = await createUser(t, 'reviewer');
    await t.startWorker();
  });

  beforeEach(async () => {
    await t.db.query('TRUNCATE TABLE audit_log');
    await t.db.query('DELETE FROM outbox_messages');
    await t.db.query('DELETE FROM reviews');
    await t.db.query('DELETE FROM abstract_response_tokens');
    await t.db.query('UPDATE abstracts SET decision = NULL, duplicate_of_id = NULL');
    await t.db.query('DELETE FROM abstracts');
    t.sink.clear();
  });

  afterAll(async () => {
    await t.close();
  });

  function call(method: 'GET' | 'POST', url: string, payload?: object, user = admin) {
    return t.app.inject({ method, url, headers: bearer(user.token), payload });
  }

  /** The committee's decision, set as its own screen sets it. */
  async function decide(id: string, decision: string, duplicateOf: string | null = null) {
    await t.db.query(
      'UPDATE abstracts SET decision = ?, duplicate_of_id = ?, decided_at = NOW(3), decision_notified_at = NULL WHERE id = ?',
      [decision, duplicateOf, id],
    );
  }

  async function review(abstractId: string, reviewer: TestUser, commentToAuthors: string | null) {
    await t.db.query(
      `INSERT INTO reviews (abstract_id, reviewer_user_id, recommendation, comment_to_committee,
         comment_to_authors) VALUES (?, ?, 'oral', 'For the committee only', ?)`,
      [abstractId, reviewer.id, commentToAuthors],
    );
  }

  async function abstractRow(id: string) {
    const [row] = await rows<RowDataPacket>(
      t,
      'SELECT status, decision_notified_at, author_response, author_responded_at FROM abstracts WHERE id = ?',
      [id],
    );
    return row!;
  }

  /** Three decided abstracts, one duplicate and one still undecided. */
  async function decidedAbstracts() {
    const oral = await insertAbstractSubmission(t, {
      full_name: 'Dr. Amina Okello',
      email: 'amina@example.org',
      abstract_title: 'Groundwater recharge in the Lake Victoria basin',
      presentation_type: 'Poster Presentation',
    });
    const poster = await insertAbstractSubmission(t, {
      email: 'poster@example.org',
      abstract_title: 'Mapping springs of the Rwenzori',
    });
    const rejected = await insertAbstractSubmission(t, {
      email: 'rejected@example.org',
      abstract_title: 'A survey of wells',
    });
    const duplicate = await insertAbstractSubmission(t, { email: 'amina@example.org' });
    const undecided = await insertAbstractSubmission(t, { email: 'waiting@example.org' });
    await decide(oral, 'oral');
    await decide(poster, 'poster');
    await decide(rejected, 'reject');
    await decide(duplicate, 'duplicate', oral);
    await review(oral, reviewerA, 'A clear method; please show the 2024 data.');
    await review(oral, reviewerB, '   ');
    await review(poster, reviewerA, null);
    await review(rejected, reviewerA, 'The sample is too small.');
    await review(rejected, reviewerB, 'Please relate it to the conference themes.');
    return { oral, poster, rejected, duplicate, undecided };
  }

  it('groups the queue by outcome, leaving out undecided and notified abstracts', async () => {
    const { oral, poster, rejected } = await decidedAbstracts();
    const response = await call('GET', '/api/admin/abstract-notices');
    expect(response.statusCode).toBe(200);
    const queue = response.json<{ data: AbstractNoticeQueue }>().data;
    expect(queue.duplicates).toBe(1);
    expect(queue.groups).toEqual([
      {
        outcome: 'oral',
        label: 'Accepted as oral presentation',
        count: 1,
        abstracts: [
          {
            id: oral,
            reference: `ABS-${oral.padStart(4, '0')}`,
            title: 'Groundwater recharge in the Lake Victoria basin',
            email: 'amina@example.org',
          },
        ],
      },
      expect.objectContaining({
        outcome: 'poster',
        count: 1,
        abstracts: [expect.objectContaining({ id: poster })],
      }),
      expect.objectContaining({
        outcome: 'reject',
        count: 1,
        abstracts: [expect.objectContaining({ id: rejected })],
      }),
    ]);
  });

  it('previews each outcome as its authors will read it, with the reviewers’ comments to them', async () => {
    const { oral, rejected } = await decidedAbstracts();
    const response = await call('GET', '/api/admin/abstract-notices/preview?outcome=oral');
    expect(response.statusCode).toBe(200);
    const preview = response.json<{ data: AbstractNoticePreview }>().data;
    expect(preview).toMatchObject({ outcome: 'oral', count: 1 });
    const [notice] = preview.notices;
    expect(notice).toMatchObject({
      reference: `ABS-${oral.padStart(4, '0')}`,
      to: 'amina@example.org',
      subject: `Your CAAWG11 abstract has been accepted as an oral presentation (ABS-${oral.padStart(4, '0')})`,
    });
    expect(notice!.text).toContain('Dear Dr. Amina Okello');
    expect(notice!.text).toContain('"Groundwater recharge in the Lake Victoria basin"');
    // The committee's decision, not the type the author asked for.
    expect(notice!.text).toContain('as an Oral Presentation');
    expect(notice!.text).toContain(
      'The reviewers’ comments:\n“A clear method; please show the 2024 data.”',
    );
    expect(notice!.text).not.toContain('For the committee only');
    expect(notice!.text).toContain('https://caawg11.example.org/abstract-response?token=');

    const reject = (await call('GET', '/api/admin/abstract-notices/preview?outcome=reject')).json<{
      data: AbstractNoticePreview;
    }>().data;
    expect(reject.notices[0]!.to).toBe('rejected@example.org');
    expect(reject.notices[0]!.text).toContain(
      '“The sample is too small.”\n“Please relate it to the conference themes.”',
    );
    expect(reject.notices[0]!.text).not.toContain('abstract-response');
    expect(rejected).toBeDefined();

    const poster = (await call('GET', '/api/admin/abstract-notices/preview?outcome=poster')).json<{
      data: AbstractNoticePreview;
    }>().data;
    expect(poster.notices[0]!.text).not.toContain('comments');

    const wrong = await call('GET', '/api/admin/abstract-notices/preview?outcome=duplicate');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe(
      'outcome must be one of: oral, poster, reject',
    );
  });

  it('sends one e-mail per author through the outbox, flips the statuses, and never twice', async () => {
    const { oral, poster, rejected, duplicate, undecided } = await decidedAbstracts();
    const refused = await call('POST', '/api/admin/abstract-notices/send', { outcomes: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('Choose at least one outcome to send');

    const first = await call('POST', '/api/admin/abstract-notices/send', {
      outcomes: ['oral', 'poster', 'reject'],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: { sent: number } }>().data).toEqual({ sent: 3 });
    const outbox = await rows<RowDataPacket>(
      t,
      "SELECT recipient FROM outbox_messages WHERE template = 'abstract-decision' ORDER BY recipient",
    );
    expect(outbox.map((row) => String(row.recipient))).toEqual([
      'amina@example.org',
      'poster@example.org',
      'rejected@example.org',
    ]);
    expect((await abstractRow(oral)).status).toBe('accepted');
    expect((await abstractRow(poster)).status).toBe('accepted');
    expect((await abstractRow(rejected)).status).toBe('rejected');
    expect((await abstractRow(undecided)).status).toBe('submitted');
    expect((await abstractRow(undecided)).decision_notified_at).toBeNull();
    // The duplicate left the queue without a notice and without a status change.
    expect((await abstractRow(duplicate)).decision_notified_at).not.toBeNull();
    expect((await abstractRow(duplicate)).status).toBe('submitted');
    const history = await rows<RowDataPacket>(
      t,
      "SELECT entity_id, actor_email, `before`, `after` FROM audit_log WHERE action = 'inbox.status-changed' ORDER BY entity_id",
    );
    expect(history).toHaveLength(3);
    expect(history[0]).toMatchObject({
      actor_email: admin.email,
      before: { status: 'submitted' },
      after: { status: 'accepted', notice: 'oral' },
    });

    const second = await call('POST', '/api/admin/abstract-notices/send', {
      outcomes: ['oral', 'poster', 'reject'],
    });
    expect(second.json<{ data: { sent: number } }>().data).toEqual({ sent: 0 });
    expect(await rows(t, 'SELECT id FROM outbox_messages')).toHaveLength(3);
    const queue = (await call('GET', '/api/admin/abstract-notices')).json<{
      data: AbstractNoticeQueue;
    }>().data;
    expect(queue.groups.map((group) => group.count)).toEqual([0, 0, 0]);
    expect(queue.duplicates).toBe(0);

    // The worker sends them through the real pipeline, each with its own title.
    const mails = await t.sink.waitForCount(3);
    const amina = mails.find((mail) => mail.to.includes('amina@example.org'))!;
    expect(amina.subject).toContain('accepted as an oral presentation');
    expect(amina.text).toContain('"Groundwater recharge in the Lake Victoria basin"');
    expect(amina.text).toMatch(
      /https:\/\/caawg11\.example\.org\/abstract-response\?token=[\w-]{43}/,
    );
    const rejection = mails.find((mail) => mail.to.includes('rejected@example.org'))!;
    expect(rejection.text).toContain('"A survey of wells"');
    expect(rejection.text).toContain('could not accept it');
  });

  it('writes each notice once when two organisers send at the same moment', async () => {
    await decidedAbstracts();
    const other = await createUser(t, 'admin');
    const outcomes = { outcomes: ['oral', 'poster', 'reject'] };
    const answers = await Promise.all([
      call('POST', '/api/admin/abstract-notices/send', outcomes),
      call('POST', '/api/admin/abstract-notices/send', outcomes, other),
    ]);
    const sent = answers.map((answer) => answer.json<{ data: { sent: number } }>().data.sent);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(await rows(t, 'SELECT id FROM outbox_messages')).toHaveLength(3);
    expect(await rows(t, 'SELECT id FROM abstract_response_tokens')).toHaveLength(2);
  });

  it('sends only the outcomes asked for, and a changed decision returns to the queue', async () => {
    const { oral, rejected } = await decidedAbstracts();
    const sent = await call('POST', '/api/admin/abstract-notices/send', { outcomes: ['reject'] });
    expect(sent.json<{ data: { sent: number } }>().data).toEqual({ sent: 1 });
    expect((await abstractRow(oral)).decision_notified_at).toBeNull();

    // The committee changes its mind: the new decision waits for its own notice.
    await decide(rejected, 'poster');
    const queue = (await call('GET', '/api/admin/abstract-notices')).json<{
      data: AbstractNoticeQueue;
    }>().data;
    const posters = queue.groups.find((group) => group.outcome === 'poster')!;
    expect(posters.abstracts.map((item) => item.id)).toContain(rejected);
    await call('POST', '/api/admin/abstract-notices/send', { outcomes: ['poster'] });
    expect((await abstractRow(rejected)).status).toBe('accepted');
    const notices = await rows<RowDataPacket>(
      t,
      "SELECT JSON_VALUE(payload, '$.outcome') AS outcome FROM outbox_messages WHERE recipient = 'rejected@example.org' ORDER BY id",
    );
    expect(notices.map((row) => String(row.outcome))).toEqual(['reject', 'poster']);
  });

  describe('the author’s answer through the link', () => {
    async function sentLink(recipient: string): Promise<string> {
      // A message of the test before may still arrive: wait for this recipient's own.
      const mail = await eventually(() => {
        const found = t.sink.received.find((entry) => entry.to.includes(recipient));
        expect(found).toBeDefined();
        return found!;
      });
      const match = /abstract-response\?token=([\w-]{43})/.exec(mail.text);
      return match![1]!;
    }

    it('shows the abstract, confirms once, and refuses the link afterwards', async () => {
      const { oral } = await decidedAbstracts();
      await call('POST', '/api/admin/abstract-notices/send', { outcomes: ['oral'] });
      const token = await sentLink('amina@example.org');
      // The link leaves the outbox row once the message is recorded as sent.
      await eventually(async () => {
        const [row] = await rows<RowDataPacket>(
          t,
          "SELECT status, payload FROM outbox_messages WHERE recipient = 'amina@example.org'",
        );
        expect(row!.status).toBe('sent');
        expect(JSON.stringify(row!.payload)).not.toContain(token);
      });

      const view = await t.app.inject({
        method: 'POST',
        url: '/api/abstract-response/view',
        payload: { token: token },
      });
      expect(view.statusCode).toBe(200);
      expect(view.json<{ data: AbstractResponseView }>().data).toEqual({
        reference: `ABS-${oral.padStart(4, '0')}`,
        title: 'Groundwater recharge in the Lake Victoria basin',
        presentationType: 'Oral Presentation',
      });
      expect(view.body).not.toContain('amina@example.org');
      expect(view.body).not.toContain('Okello');

      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/abstract-response',
        payload: { token, response: 'maybe' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<{ message: string }>().message).toBe(
        'response must be confirmed or withdrawn',
      );

      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/abstract-response',
        payload: { token, response: 'confirmed' },
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json<{ message: string }>().message).toBe(
        'Thank you: your presentation is confirmed.',
      );
      const after = await abstractRow(oral);
      expect(after).toMatchObject({ status: 'accepted', author_response: 'confirmed' });
      expect(after.author_responded_at).not.toBeNull();

      const again = await t.app.inject({
        method: 'POST',
        url: '/api/abstract-response',
        payload: { token, response: 'withdrawn' },
      });
      expect(again.statusCode).toBe(410);
      expect(again.json<{ message: string }>().message).toBe('This link has already been used.');
      expect((await abstractRow(oral)).author_response).toBe('confirmed');
      const reopened = await t.app.inject({
        method: 'POST',
        url: '/api/abstract-response/view',
        payload: { token: token },
      });
      expect(reopened.statusCode).toBe(410);

      const detail = await call('GET', `/api/admin/abstracts/${oral}`);
      expect(detail.json<{ data: { item: object } }>().data.item).toMatchObject({
        authorResponse: 'confirmed',
        authorRespondedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    it('withdraws the abstract, audited as the author', async () => {
      const { poster } = await decidedAbstracts();
      await call('POST', '/api/admin/abstract-notices/send', { outcomes: ['poster'] });
      const token = await sentLink('poster@example.org');
      const withdrawn = await t.app.inject({
        method: 'POST',
        url: '/api/abstract-response',
        payload: { token, response: 'withdrawn' },
      });
      expect(withdrawn.json<{ message: string }>().message).toBe(
        'Your abstract has been withdrawn.',
      );
      expect(await abstractRow(poster)).toMatchObject({
        status: 'withdrawn',
        author_response: 'withdrawn',
      });
      const [entry] = await rows<RowDataPacket>(
        t,
        "SELECT actor_email, `after` FROM audit_log WHERE entity_id = ? AND JSON_VALUE(`after`, '$.status') = 'withdrawn'",
        [poster],
      );
      expect(entry).toMatchObject({
        actor_email: 'poster@example.org',
        after: { status: 'withdrawn', authorResponse: 'withdrawn' },
      });
    });

    it('refuses unknown, expired and replaced links with a plain message', async () => {
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/abstract-response/view',
        payload: { token: 'x'.repeat(43) },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<{ message: string }>().message).toBe(
        'This link is not valid. Please check that you copied all of it.',
      );
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/abstract-response/view',
        payload: { token: 'abc' },
      });
      expect(malformed.statusCode).toBe(404);

      const { oral } = await decidedAbstracts();
      await call('POST', '/api/admin/abstract-notices/send', { outcomes: ['oral'] });
      const token = await sentLink('amina@example.org');
      await t.db.query(
        'UPDATE abstract_response_tokens SET expires_at = NOW(3) - INTERVAL 1 MINUTE WHERE abstract_id = ?',
        [oral],
      );
      const expired = await t.app.inject({
        method: 'POST',
        url: '/api/abstract-response/view',
        payload: { token: token },
      });
      expect(expired.statusCode).toBe(410);
      expect(expired.json<{ message: string }>().message).toBe(
        'This link has expired. Please write to the abstracts team.',
      );
      await t.db.query(
        'UPDATE abstract_response_tokens SET expires_at = NOW(3) + INTERVAL 1 DAY WHERE abstract_id = ?',
        [oral],
      );
      await decide(oral, 'reject');
      const replaced = await t.app.inject({
        method: 'POST',
        url: '/api/abstract-response',
        payload: { token, response: 'confirmed' },
      });
      expect(replaced.statusCode).toBe(410);
      expect(replaced.json<{ message: string }>().message).toMatch(/^This link is no longer valid/);
    });
  });
});
