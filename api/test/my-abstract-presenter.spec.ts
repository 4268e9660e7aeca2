import type { RowDataPacket } from 'mysql2/promise';
import {
  abstractNoticeMessages,
  myAbstractMessages,
  type AbstractAuthor,
  type MyAbstract,
} from '@caawg11/conference';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { dataToSend } from './support/outbox-links.js';
import { emptyDir } from './support/sample-files.js';
import { submitWithAuthors } from './support/my-abstract.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const submitter = {
  fullName: 'Esther Mukasa',
  affiliation: 'Uganda Geological Survey',
  email: 'esther.mukasa@example.org',
  abstractTitle: 'Lithium pegmatites of south-western Uganda',
  subtheme: 'Water Supply and Geosciences',
  language: 'English',
  presentationType: 'Oral Presentation',
};

/** The submitter presents; one co-author has an address, the other none. */
const threeAuthors: AbstractAuthor[] = [
  {
    name: 'Esther Mukasa',
    affiliation: 'Uganda Geological Survey',
    email: submitter.email,
    presenting: true,
  },
  { name: 'Grace Nakato', affiliation: 'Makerere University', email: 'grace.nakato@example.org' },
  { name: 'Sarah Namara', affiliation: 'Makerere University' },
];

function tokenIn(link: string, page: string): string {
  const match = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]{43})$`).exec(link);
  if (!match) throw new Error(`No link to ${page} in ${link}`);
  return match[1]!;
}

function parsed(value: unknown): Record<string, unknown> {
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
}

describe('an accepted abstract on its author’s page: the answer and the presenter', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000', ACCESS_LINK_MIN_RESPONSE_MS: '50' },
    });
    admin = await createUser(t, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    await t.db.query('DELETE FROM outbox_messages');
    await t.db.query('DELETE FROM abstract_response_tokens');
    await t.db.query('DELETE FROM abstracts');
    await t.db.query('DELETE FROM stored_files');
    emptyDir(t.config.FILE_STORAGE_DIR);
  });

  /** Submits an abstract with three authors; answers its page's token and its id. */
  async function submit(): Promise<{ token: string; id: string }> {
    return submitWithAuthors(t, submitter, threeAuthors);
  }

  async function decide(id: string, decision: 'oral' | 'poster'): Promise<void> {
    const decided = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/review/decisions',
      headers: bearer(admin.token),
      payload: { ids: [id], decision },
    });
    expect(decided.statusCode).toBe(200);
  }

  /** Sends the acceptance notices; answers the token of the link in the abstract's notice. */
  async function sendNotices(): Promise<string> {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/abstract-notices/send',
      headers: bearer(admin.token),
      payload: { outcomes: ['oral', 'poster'] },
    });
    expect(sent.statusCode).toBe(200);
    const [[row]] = await t.db.query<RowDataPacket[]>(
      "SELECT id FROM outbox_messages WHERE template = 'abstract-decision' ORDER BY id DESC LIMIT 1",
    );
    return tokenIn((await dataToSend(t, row!.id as string)).link!, 'abstract-response');
  }

  function page(token: string) {
    return t.app.inject({
      method: 'GET',
      url: '/api/my-abstract',
      headers: { 'x-access-token': token },
    });
  }

  function handOver(token: string, position: unknown, language = 'en') {
    return t.app.inject({
      method: 'PUT',
      url: '/api/my-abstract/presenter',
      headers: { 'x-access-token': token, 'accept-language': language },
      payload: { position },
    });
  }

  function answer(token: string, response: string, language = 'en') {
    return t.app.inject({
      method: 'POST',
      url: '/api/my-abstract/response',
      headers: { 'x-access-token': token, 'accept-language': language },
      payload: { response },
    });
  }

  it('hands presenting to a co-author with an e-mail address, audits it, and the committee sees it', async () => {
    const { token, id } = await submit();
    const early = await handOver(token, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: myAbstractMessages.handOverNotAccepted });
    await decide(id, 'oral');
    // Decided but not yet told: the author does not know of the acceptance.
    expect((await handOver(token, 1)).statusCode).toBe(409);
    await sendNotices();
    expect((await page(token)).json<{ data: MyAbstract }>().data).toMatchObject({
      decision: { outcome: 'accepted', presentationType: 'Oral Presentation' },
      authorResponse: null,
      editable: false,
    });

    const noAddress = await handOver(token, 2);
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json<{ errors: Record<string, string> }>().errors.position).toBe(
      myAbstractMessages.presenterNeedsEmail,
    );
    const french = await handOver(token, 2, 'fr');
    expect(french.json<{ errors: Record<string, string> }>().errors.position).toContain('e-mail');
    expect(french.json<{ errors: Record<string, string> }>().errors.position).not.toBe(
      myAbstractMessages.presenterNeedsEmail,
    );
    for (const position of [3, -1, 'Grace']) {
      const refused = await handOver(token, position);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: Record<string, string> }>().errors.position).toBe(
        myAbstractMessages.presenterPosition,
      );
    }
    const same = await handOver(token, 0);
    expect(same.json<{ errors: Record<string, string> }>().errors.position).toBe(
      myAbstractMessages.alreadyPresenting,
    );
    const [[untouched]] = await t.db.query<RowDataPacket[]>(
      "SELECT COUNT(*) AS entries FROM audit_log WHERE action = 'abstract.presenter-handed-over'",
    );
    expect(Number(untouched!.entries)).toBe(0);

    const handed = await handOver(token, 1);
    expect(handed.statusCode).toBe(200);
    const result = handed.json<{ message: string; data: MyAbstract }>();
    expect(result.message).toBe(myAbstractMessages.presenterHandedOver);
    expect(result.data.authors.map((author) => [author.name, author.presenting])).toEqual([
      ['Esther Mukasa', false],
      ['Grace Nakato', true],
      ['Sarah Namara', false],
    ]);

    const [[entry]] = await t.db.query<RowDataPacket[]>(
      "SELECT actor_email, `before`, `after` FROM audit_log WHERE action = 'abstract.presenter-handed-over' AND entity_id = ?",
      [id],
    );
    expect(entry!.actor_email).toBe(submitter.email);
    expect(parsed(entry!.before)).toEqual({
      presenter: { position: 0, name: 'Esther Mukasa', email: submitter.email },
    });
    expect(parsed(entry!.after)).toEqual({
      presenter: { position: 1, name: 'Grace Nakato', email: 'grace.nakato@example.org' },
    });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/abstracts/${id}`,
      headers: bearer(admin.token),
    });
    const item = detail.json<{ data: { item: { authors: AbstractAuthor[] } } }>().data.item;
    expect(item.authors.find((author) => author.presenting)).toMatchObject({
      name: 'Grace Nakato',
      email: 'grace.nakato@example.org',
    });
    expect(item.authors.filter((author) => author.presenting)).toHaveLength(1);
  });

  it('confirms the presentation from the page once, and uses up the notice’s link', async () => {
    const { token, id } = await submit();
    const early = await answer(token, 'confirmed');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: myAbstractMessages.responseNotAccepted });
    const frenchEarly = await answer(token, 'confirmed', 'fr');
    expect(frenchEarly.json<{ message: string }>().message).not.toBe(
      myAbstractMessages.responseNotAccepted,
    );
    await decide(id, 'poster');
    const noticeToken = await sendNotices();

    expect((await answer(token, 'maybe')).statusCode).toBe(400);
    const confirmed = await answer(token, 'confirmed');
    expect(confirmed.statusCode).toBe(200);
    const result = confirmed.json<{ message: string; data: MyAbstract }>();
    expect(result.message).toBe(abstractNoticeMessages.confirmed);
    expect(result.data).toMatchObject({ status: 'accepted', authorResponse: 'confirmed' });
    const [[row]] = await t.db.query<RowDataPacket[]>(
      'SELECT status, author_response, author_responded_at FROM abstracts WHERE id = ?',
      [id],
    );
    expect(row).toMatchObject({ status: 'accepted', author_response: 'confirmed' });
    expect(row!.author_responded_at).toBeInstanceOf(Date);

    const again = await answer(token, 'withdrawn');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: myAbstractMessages.alreadyAnswered });
    const byLink = await t.app.inject({
      method: 'POST',
      url: '/api/abstract-response',
      payload: { token: noticeToken, response: 'withdrawn' },
    });
    expect(byLink.statusCode).toBe(410);
    expect(byLink.json()).toMatchObject({ message: abstractNoticeMessages.linkUsed });
    expect((await page(token)).json<{ data: MyAbstract }>().data.authorResponse).toBe('confirmed');
  });

  it('refuses the page’s answer once the notice’s link has answered', async () => {
    const { token, id } = await submit();
    await decide(id, 'oral');
    const noticeToken = await sendNotices();
    const byLink = await t.app.inject({
      method: 'POST',
      url: '/api/abstract-response',
      payload: { token: noticeToken, response: 'confirmed' },
    });
    expect(byLink.statusCode).toBe(200);
    const refused = await answer(token, 'withdrawn');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: myAbstractMessages.alreadyAnswered });
  });

  it('withdraws from the page, audited, and hands nothing over afterwards', async () => {
    const { token, id } = await submit();
    await decide(id, 'oral');
    await sendNotices();
    const withdrawn = await answer(token, 'withdrawn');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<{ message: string; data: MyAbstract }>()).toMatchObject({
      message: abstractNoticeMessages.withdrawn,
      data: {
        status: 'withdrawn',
        authorResponse: 'withdrawn',
        decision: { outcome: 'accepted', presentationType: 'Oral Presentation' },
      },
    });
    const [[entry]] = await t.db.query<RowDataPacket[]>(
      "SELECT actor_email, `after` FROM audit_log WHERE action = 'inbox.status-changed' AND entity_id = ? ORDER BY id DESC LIMIT 1",
      [id],
    );
    expect(entry!.actor_email).toBe(submitter.email);
    expect(parsed(entry!.after)).toEqual({ status: 'withdrawn', authorResponse: 'withdrawn' });

    const refused = await handOver(token, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: myAbstractMessages.withdrawnNoHandOver });
  });
});
