import type { RowDataPacket } from 'mysql2/promise';
import {
  abstractAuthorMessages,
  myAbstractMessages,
  type AbstractAuthor,
  type MyAbstract,
  type ReviewSettings,
} from '@caawg11/conference';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { solvedCaptcha } from './support/captcha.js';
import { multipartBody, type FilePart } from './support/multipart.js';
import { dataToSend } from './support/outbox-links.js';
import { emptyDir, sampleFiles, wordDocumentWithText } from './support/sample-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const water = 'Water Supply and Geosciences';

const submitter = {
  fullName: 'Esther Mukasa',
  affiliation: 'Uganda Geological Survey',
  email: 'esther.mukasa@example.org',
  abstractTitle: 'Lithium pegmatites of south-western Uganda',
  subtheme: water,
  language: 'English',
  presentationType: 'Oral Presentation',
};

const twoAuthors: AbstractAuthor[] = [
  { name: 'Esther Mukasa', affiliation: 'Uganda Geological Survey', email: submitter.email },
  {
    name: 'Grace Nakato',
    affiliation: 'Makerere University',
    email: 'grace.nakato@example.org',
    presenting: true,
  },
];

function wordFile(content: Buffer, filename = 'Mukasa.docx'): FilePart {
  return { field: 'abstractFile', filename, contentType: docxType, content };
}

function tokenOf(link: string): string {
  const match = /\/my-abstract\?token=([A-Za-z0-9_-]{43})$/.exec(link);
  if (!match) throw new Error(`No link to the abstract's page in ${link}`);
  return match[1]!;
}

describe("the author's own page of an abstract", () => {
  let t: TestApp;
  let admin: TestUser;
  let reviewer: TestUser;

  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000', ACCESS_LINK_MIN_RESPONSE_MS: '50' },
    });
    admin = await createUser(t, 'admin');
    reviewer = await createUser(t, 'reviewer');
    await t.db.query('UPDATE users SET subthemes = ? WHERE id = ?', [
      JSON.stringify([water]),
      reviewer.id,
    ]);
  });

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    await t.db.query('DELETE FROM reviews');
    await t.db.query('DELETE FROM outbox_messages');
    await t.db.query('DELETE FROM abstracts');
    await t.db.query('DELETE FROM stored_files');
    emptyDir(t.config.FILE_STORAGE_DIR);
    t.setNow('2025-06-10T09:00:00Z');
    await saveReviewSettings({ opensOn: null, closesOn: null, authorEditsUntil: null });
  });

  async function reviewSettings(): Promise<ReviewSettings> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/review/settings',
      headers: bearer(admin.token),
    });
    return response.json<{ data: ReviewSettings }>().data;
  }

  async function saveReviewSettings(changes: Partial<ReviewSettings>): Promise<ReviewSettings> {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/review/settings',
      headers: bearer(admin.token),
      payload: { ...(await reviewSettings()), ...changes },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: ReviewSettings }>().data;
  }

  /** Submits an abstract and answers the token of the link in its confirmation e-mail. */
  async function submit(fields: Record<string, string> = {}, file = wordFile(sampleFiles.docx())) {
    const body = multipartBody(
      { ...submitter, ...fields, recaptchaToken: await solvedCaptcha(t.app) },
      file,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/abstracts.php',
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(201);
    const [[row]] = await t.db.query<RowDataPacket[]>(
      "SELECT id, language FROM outbox_messages WHERE template = 'abstract-received' ORDER BY id DESC LIMIT 1",
    );
    expect(row!.language).toBe('fr');
    const data = await dataToSend(t, row!.id as string);
    expect(data.accessLink).toMatch(`${t.config.PUBLIC_SITE_URL}/fr/my-abstract?token=`);
    const [[stored]] = await t.db.query<RowDataPacket[]>('SELECT MAX(id) AS id FROM abstracts');
    return { token: tokenOf(data.accessLink!), id: String(stored!.id) };
  }

  function page(token: string) {
    return t.app.inject({
      method: 'GET',
      url: '/api/my-abstract',
      headers: { 'x-access-token': token },
    });
  }

  function change(token: string, payload: object, language = 'en') {
    return t.app.inject({
      method: 'PUT',
      url: '/api/my-abstract',
      headers: { 'x-access-token': token, 'accept-language': language },
      payload,
    });
  }

  async function scoreIt(id: string): Promise<void> {
    const settings = await saveReviewSettings({ opensOn: '2025-06-01', closesOn: '2025-06-30' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/review/assigned/${id}`,
      headers: bearer(reviewer.token),
      payload: {
        scores: settings.questions.map((question) => ({ questionId: question.id, score: 2 })),
        recommendation: 'oral',
        commentToCommittee: 'Sound work.',
      },
    });
    expect(response.statusCode).toBe(200);
  }

  it('opens from the confirmation e-mail and shows the abstract as submitted', async () => {
    const { token, id } = await submit({
      abstractText: 'Pegmatites of the Ankole belt host spodumene.',
      keywords: 'lithium; pegmatite',
    });
    const response = await page(token);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: MyAbstract }>().data).toEqual({
      reference: `ABS-${id.padStart(4, '0')}`,
      abstractTitle: submitter.abstractTitle,
      authors: [
        {
          name: submitter.fullName,
          affiliation: submitter.affiliation,
          email: submitter.email,
          presenting: true,
        },
      ],
      abstractText: 'Pegmatites of the Ankole belt host spodumene.',
      abstractTextSource: 'form',
      keywords: ['lithium', 'pegmatite'],
      status: 'submitted',
      fileName: 'Mukasa.docx',
      editable: true,
      editableUntil: null,
      biography: null,
      hasPhoto: false,
      authorResponse: null,
    });
    expect((await page('x'.repeat(43))).statusCode).toBe(401);
    expect((await page('')).json()).toMatchObject({ message: myAbstractMessages.invalidLink });
  });

  it('adds a co-author, hands presenting to them, and audits what changed', async () => {
    const { token, id } = await submit();
    const response = await change(token, {
      abstractTitle: 'Lithium pegmatites of the Ankole belt',
      authors: twoAuthors,
      keywords: ['lithium', 'spodumene'],
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ message: string; data: MyAbstract }>();
    expect(answer.message).toBe(myAbstractMessages.saved);
    expect(answer.data.abstractTitle).toBe('Lithium pegmatites of the Ankole belt');
    expect(answer.data.authors).toEqual([
      { ...twoAuthors[0], presenting: false },
      { ...twoAuthors[1], presenting: true },
    ]);
    expect(answer.data.keywords).toEqual(['lithium', 'spodumene']);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/abstracts/${id}`,
      headers: bearer(admin.token),
    });
    const item = detail.json<{ data: { item: Record<string, unknown> } }>().data.item;
    expect(item.authors).toEqual(answer.data.authors);
    expect(item.changedAfterReviewAt).toBeNull();

    const [[entry]] = await t.db.query<RowDataPacket[]>(
      "SELECT actor_email, entity_id, `before`, `after` FROM audit_log WHERE action = 'abstract.changed-by-author' AND entity_id = ?",
      [id],
    );
    expect(entry!.actor_email).toBe(submitter.email);
    expect(String(entry!.entity_id)).toBe(id);
    const after = typeof entry!.after === 'string' ? JSON.parse(entry!.after) : entry!.after;
    const before = typeof entry!.before === 'string' ? JSON.parse(entry!.before) : entry!.before;
    expect(Object.keys(after).sort()).toEqual(['abstractTitle', 'authors', 'keywords']);
    expect(before.abstractTitle).toBe(submitter.abstractTitle);
  });

  it('marks a change made once the review round has opened', async () => {
    const { token, id } = await submit();
    await saveReviewSettings({ opensOn: '2025-06-01', closesOn: '2025-06-30' });
    expect((await change(token, { abstractText: 'A corrected text.' })).statusCode).toBe(200);
    const [[row]] = await t.db.query<RowDataPacket[]>(
      'SELECT changed_after_review_at FROM abstracts WHERE id = ?',
      [id],
    );
    expect(row!.changed_after_review_at).toBeInstanceOf(Date);
  });

  it('refuses bad authors, text and keywords with a message on the field, in the language asked', async () => {
    const { token } = await submit();
    const cases: [object, string, string][] = [
      [
        { authors: twoAuthors.map((a) => ({ ...a, presenting: false })) },
        'authors',
        abstractAuthorMessages.noPresenter,
      ],
      [
        { authors: twoAuthors.map((a) => ({ ...a, presenting: true })) },
        'authors',
        abstractAuthorMessages.twoPresenters,
      ],
      [{ authors: [] }, 'authors', abstractAuthorMessages.authorsUnreadable],
      [
        { abstractText: 'word '.repeat(301) },
        'abstractText',
        abstractAuthorMessages.abstractTextTooLong,
      ],
      [
        { keywords: ['a', 'b', 'c', 'd', 'e', 'f'] },
        'keywords',
        abstractAuthorMessages.tooManyKeywords,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await change(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
    }
    const french = await change(token, { authors: [] }, 'fr');
    expect(french.json<{ errors: Record<string, string> }>().errors.authors).not.toBe(
      abstractAuthorMessages.authorsUnreadable,
    );
    expect((await change(token, {})).statusCode).toBe(400);
  });

  it('refuses any change once a reviewer has scored it', async () => {
    const { token, id } = await submit();
    await scoreIt(id);
    const refused = await change(token, { abstractTitle: 'Too late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: myAbstractMessages.reviewStarted });
    const shown = (await page(token)).json<{ data: MyAbstract }>().data;
    expect(shown).toMatchObject({ editable: false, closedBecause: 'review-started' });
    const [[row]] = await t.db.query<RowDataPacket[]>('SELECT abstract_title FROM abstracts');
    expect(row!.abstract_title).toBe(submitter.abstractTitle);
  });

  it('refuses any change once the committee has decided, and shows the decision once told', async () => {
    const { token, id } = await submit();
    const decided = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/review/decisions',
      headers: bearer(admin.token),
      payload: { ids: [id], decision: 'poster' },
    });
    expect(decided.statusCode).toBe(200);
    const refused = await change(token, { abstractTitle: 'Too late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: myAbstractMessages.decided });
    expect((await page(token)).json<{ data: MyAbstract }>().data.decision).toBeUndefined();
    await t.db.query("UPDATE abstracts SET status = 'accepted' WHERE id = ?", [id]);
    expect((await page(token)).json<{ data: MyAbstract }>().data.decision).toEqual({
      outcome: 'accepted',
      presentationType: 'Poster Presentation',
    });
  });

  it('refuses any change after the edit deadline, French message included', async () => {
    const { token } = await submit();
    await saveReviewSettings({ authorEditsUntil: '2025-06-09' });
    const refused = await change(token, { abstractTitle: 'Too late' }, 'fr');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('date');
    expect(refused.json<{ message: string }>().message).not.toBe(myAbstractMessages.deadlinePassed);
    await saveReviewSettings({ authorEditsUntil: '2025-06-10' });
    expect((await change(token, { abstractTitle: 'In time' })).statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/review/settings',
      headers: bearer(admin.token),
      payload: { ...(await reviewSettings()), authorEditsUntil: '10/06/2025' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('takes a changed Word file and reads the text from it again', async () => {
    const { token } = await submit();
    const document = await wordDocumentWithText(['Spodumene crops out along the Ankole belt.']);
    const body = multipartBody({}, wordFile(document, 'Mukasa-v2.docx'));
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/my-abstract/file',
      payload: body.payload,
      headers: { ...body.headers, 'x-access-token': token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: MyAbstract }>().data).toMatchObject({
      fileName: 'Mukasa-v2.docx',
      abstractText: 'Spodumene crops out along the Ankole belt.',
      abstractTextSource: 'document',
    });
    const wrong = multipartBody({}, { ...wordFile(document), filename: 'Mukasa.pdf' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/my-abstract/file',
      payload: wrong.payload,
      headers: { ...wrong.headers, 'x-access-token': token },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('e-mails a fresh link for each abstract of a known address, answering every address alike', async () => {
    await submit();
    await submit({ abstractTitle: 'A second abstract' });
    await t.db.query('DELETE FROM outbox_messages');
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/my-abstract/link-request',
        payload: { email },
        headers: { 'accept-language': 'pt' },
      });
    const known = await ask('Esther.Mukasa@example.org ');
    const unknown = await ask('nobody@example.org');
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const [sent] = await t.db.query<RowDataPacket[]>(
      "SELECT id, recipient, language FROM outbox_messages WHERE template = 'abstract-access-link' ORDER BY id",
    );
    expect(sent).toHaveLength(2);
    expect(sent.every((row) => row.language === 'pt')).toBe(true);
    const data = await dataToSend(t, sent[1]!.id as string);
    expect(data.abstractTitle).toBe('A second abstract');
    const opened = await page(tokenOf(data.link!));
    expect(opened.json<{ data: MyAbstract }>().data.abstractTitle).toBe('A second abstract');
  });
});
