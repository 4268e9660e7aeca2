import type { RowDataPacket } from 'mysql2/promise';
import { inboxReference, type AbstractAuthor } from '@caawg11/conference';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { solvedCaptcha } from './support/captcha.js';
import { multipartBody } from './support/multipart.js';
import { dataToSend } from './support/outbox-links.js';
import { emptyDir, sampleFiles } from './support/sample-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const submitter = {
  fullName: 'Esther Mukasa',
  affiliation: 'Uganda Geological Survey',
  email: 'esther.mukasa@example.org',
  abstractTitle: 'Lithium pegmatites of south-western Uganda',
  subtheme: 'Critical Minerals and the Green Economy',
  language: 'English',
  presentationType: 'Oral Presentation',
};

/** The submitter (her address typed differently), two co-authors with an address, one without. */
const fourAuthors: AbstractAuthor[] = [
  {
    name: 'Esther Mukasa',
    affiliation: 'Uganda Geological Survey',
    email: ' Esther.Mukasa@Example.org ',
  },
  { name: 'Amina Diallo', affiliation: 'Université Cheikh Anta Diop', country: 'Senegal' },
  {
    name: 'Grace Nakato',
    affiliation: 'Makerere University',
    email: 'Grace.Nakato@Example.org',
    presenting: true,
  },
  {
    name: 'Joana Matsinhe',
    affiliation: 'Universidade Eduardo Mondlane',
    email: 'joana.matsinhe@example.org',
  },
];

interface CoauthorMail {
  recipient: string;
  language: string;
  data: Record<string, string>;
}

describe('co-authors told they were named on an abstract', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
    admin = await createUser(t, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    await t.db.query('DELETE FROM outbox_messages');
    await t.db.query('DELETE FROM abstracts');
    await t.db.query('DELETE FROM stored_files');
    await t.db.query('TRUNCATE TABLE audit_log');
    emptyDir(t.config.FILE_STORAGE_DIR);
  });

  /** Submits an abstract in the visitor's language; answers its id. */
  async function submit(fields: Record<string, string>, language: string): Promise<string> {
    const body = multipartBody(
      { ...submitter, ...fields, recaptchaToken: await solvedCaptcha(t.app) },
      {
        field: 'abstractFile',
        filename: 'Mukasa.docx',
        contentType: docxType,
        content: sampleFiles.docx(),
      },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/abstracts.php',
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': language },
    });
    expect(response.statusCode).toBe(201);
    const [[stored]] = await t.db.query<RowDataPacket[]>('SELECT MAX(id) AS id FROM abstracts');
    return String(stored!.id);
  }

  async function coauthorMails(): Promise<CoauthorMail[]> {
    const [rows] = await t.db.query<RowDataPacket[]>(
      "SELECT id, recipient, language FROM outbox_messages WHERE template = 'abstract-author-named' ORDER BY recipient",
    );
    return Promise.all(
      rows.map(async (row) => ({
        recipient: String(row.recipient),
        language: String(row.language),
        data: await dataToSend(t, row.id as string),
      })),
    );
  }

  function tokenOf(link: string): string {
    return new URL(link).searchParams.get('token') ?? '';
  }

  function post(url: string, token: string) {
    return t.app.inject({ method: 'POST', url, payload: { token } });
  }

  async function committeeAuthors(id: string): Promise<Record<string, unknown>[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/abstracts/${id}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { item: { authors: Record<string, unknown>[] } } }>().data.item
      .authors;
  }

  it('tells each co-author with an address, in the submitter’s language, and nobody else', async () => {
    const id = await submit({ authors: JSON.stringify(fourAuthors) }, 'fr');
    const mails = await coauthorMails();
    expect(mails.map((mail) => mail.recipient)).toEqual([
      'grace.nakato@example.org',
      'joana.matsinhe@example.org',
    ]);
    const reference = inboxReference('abstracts', id);
    for (const mail of mails) {
      expect(mail.language).toBe('fr');
      expect(mail.data).toMatchObject({
        submitterName: submitter.fullName,
        abstractTitle: submitter.abstractTitle,
        reference,
      });
      expect(mail.data.link).toMatch(
        new RegExp(`^${t.config.PUBLIC_SITE_URL}/fr/abstract-author\\?token=[\\w-]{43}$`),
      );
    }
    expect(mails.map((mail) => mail.data.authorName)).toEqual(['Grace Nakato', 'Joana Matsinhe']);
    expect(new Set(mails.map((mail) => mail.data.link)).size).toBe(2);
    // The submitter still has her own confirmation, and the one without an address nothing.
    const [recipients] = await t.db.query<RowDataPacket[]>(
      "SELECT recipient FROM outbox_messages WHERE template <> 'abstract-notice' ORDER BY recipient",
    );
    expect(recipients.map((row) => String(row.recipient))).toEqual([
      'esther.mukasa@example.org',
      'grace.nakato@example.org',
      'joana.matsinhe@example.org',
    ]);
    // The tokens are kept as their hash only.
    const [stored] = await t.db.query<RowDataPacket[]>(
      'SELECT not_me_token_hash FROM abstract_authors WHERE abstract_id = ? ORDER BY position',
      [id],
    );
    const hashes = stored.map((row) => row.not_me_token_hash as string | null);
    expect(hashes[0]).toBeNull();
    expect(hashes[1]).toBeNull();
    expect(hashes[2]).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes).not.toContain(tokenOf(mails[0]!.data.link!));
  });

  it('sends no co-author e-mail for a submission without an authors list', async () => {
    await submit({}, 'en');
    expect(await coauthorMails()).toEqual([]);
  });

  it('lets the person named say it is not them, once, and shows it to the committee', async () => {
    const id = await submit({ authors: JSON.stringify(fourAuthors) }, 'pt');
    const grace = (await coauthorMails()).find(
      (mail) => mail.recipient === 'grace.nakato@example.org',
    )!;
    const token = tokenOf(grace.data.link!);
    const reference = inboxReference('abstracts', id);

    const view = await post('/api/abstract-author/view', token);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      success: true,
      data: { abstractTitle: submitter.abstractTitle, reference, disowned: false },
    });
    expect((await committeeAuthors(id)).some((author) => 'disowned' in author)).toBe(false);

    const first = await post('/api/abstract-author/not-me', token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      data: { abstractTitle: submitter.abstractTitle, reference },
    });
    const again = await post('/api/abstract-author/not-me', token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, data: { reference, disowned: true } });

    const authors = await committeeAuthors(id);
    expect(authors.map((author) => author.disowned ?? false)).toEqual([false, false, true, false]);
    expect(authors[2]).toMatchObject({ name: 'Grace Nakato', disowned: true });

    const [entries] = await t.db.query<RowDataPacket[]>(
      "SELECT actor_email, entity_type, entity_id, `after`, client_address FROM audit_log WHERE action = 'abstract.author-disowned'",
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_email: 'grace.nakato@example.org',
      entity_type: 'abstract',
      entity_id: id,
      after: { authorPosition: 3 },
    });
    expect((await post('/api/abstract-author/view', token)).json()).toMatchObject({
      data: { disowned: true },
    });
  });

  it('refuses an unknown or malformed link, in the language asked for', async () => {
    for (const token of ['x'.repeat(43), 'abc']) {
      for (const url of ['/api/abstract-author/view', '/api/abstract-author/not-me']) {
        const response = await post(url, token);
        expect(response.statusCode).toBe(404);
        expect(response.json<{ message: string }>().message).toBe(
          'This link is not valid. Please check that you copied all of it.',
        );
      }
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/abstract-author/not-me',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/abstract-author/not-me',
      payload: { token: 'x'.repeat(43) },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.statusCode).toBe(404);
    expect(french.json<{ message: string }>().message).toBe(
      "Ce lien n'est pas valide. Veuillez vérifier que vous l'avez copié en entier.",
    );
    const [entries] = await t.db.query<RowDataPacket[]>(
      "SELECT id FROM audit_log WHERE action = 'abstract.author-disowned'",
    );
    expect(entries).toEqual([]);
  });

  it('keeps a co-author’s answer when the submitter edits the authors on her page', async () => {
    const id = await submit({ authors: JSON.stringify(fourAuthors) }, 'en');
    const grace = (await coauthorMails()).find(
      (mail) => mail.recipient === 'grace.nakato@example.org',
    )!;
    const token = tokenOf(grace.data.link!);
    expect((await post('/api/abstract-author/not-me', token)).statusCode).toBe(200);
    const [[received]] = await t.db.query<RowDataPacket[]>(
      "SELECT id FROM outbox_messages WHERE template = 'abstract-received'",
    );
    const page = tokenOf((await dataToSend(t, received!.id as string)).accessLink!);
    const reordered = [fourAuthors[2], fourAuthors[0], fourAuthors[3]];
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/my-abstract',
      headers: { 'x-access-token': page },
      payload: { authors: reordered },
    });
    expect(change.statusCode).toBe(200);
    const authors = await committeeAuthors(id);
    expect(authors.map((author) => [author.name, author.disowned ?? false])).toEqual([
      ['Grace Nakato', true],
      ['Esther Mukasa', false],
      ['Joana Matsinhe', false],
    ]);
    expect((await post('/api/abstract-author/view', token)).json()).toMatchObject({
      data: { disowned: true },
    });
  });
});
