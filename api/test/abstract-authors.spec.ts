import type { RowDataPacket } from 'mysql2/promise';
import { abstractAuthorMessages, type AbstractAuthor } from '@caawg11/conference';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { solvedCaptcha } from './support/captcha.js';
import { multipartBody, type FilePart } from './support/multipart.js';
import { emptyDir, filesUnder, sampleFiles, wordDocumentWithText } from './support/sample-files.js';
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

const fourAuthors: AbstractAuthor[] = [
  {
    name: 'Esther Mukasa',
    affiliation: 'Uganda Geological Survey',
    email: 'esther.mukasa@example.org',
  },
  { name: 'Amina Diallo', affiliation: 'Université Cheikh Anta Diop', country: 'Senegal' },
  {
    name: 'Grace Nakato',
    affiliation: 'Makerere University',
    country: 'Uganda',
    email: 'Grace.Nakato@Example.org',
    presenting: true,
  },
  { name: 'Joana Matsinhe', affiliation: 'Uganda Geological Survey', country: 'Mozambique' },
];

function wordFile(content: Buffer): FilePart {
  return { field: 'abstractFile', filename: 'Mukasa.docx', contentType: docxType, content };
}

describe('an abstract with all its authors', () => {
  let testApp: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
    admin = await createUser(testApp, 'admin');
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await testApp.db.query('DELETE FROM outbox_messages');
    await testApp.db.query('DELETE FROM abstracts');
    await testApp.db.query('DELETE FROM stored_files');
    emptyDir(testApp.config.FILE_STORAGE_DIR);
  });

  async function submit(
    fields: Record<string, string>,
    file = wordFile(sampleFiles.docx()),
    language = 'en',
  ) {
    const token = await solvedCaptcha(testApp.app);
    const body = multipartBody({ ...submitter, ...fields, recaptchaToken: token }, file);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/abstracts.php',
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': language },
    });
  }

  async function onlyAbstract(): Promise<{ id: string; detail: Record<string, unknown> }> {
    const [stored] = await testApp.db.query<RowDataPacket[]>('SELECT id FROM abstracts');
    expect(stored).toHaveLength(1);
    const id = String(stored[0]!.id);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/abstracts/${id}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ data: { item: Record<string, unknown> } }>();
    return { id, detail: answer.data.item };
  }

  it('keeps four authors in order, the third presenting, with the text and keywords typed', async () => {
    const response = await submit({
      authors: JSON.stringify(fourAuthors),
      abstractText: 'Pegmatites of the Ankole belt host spodumene. We map their extent.',
      keywords: 'lithium; pegmatite, Uganda',
    });
    expect(response.statusCode).toBe(201);
    const { detail } = await onlyAbstract();
    expect(detail.authors).toEqual([
      { ...fourAuthors[0], presenting: false },
      { ...fourAuthors[1], presenting: false },
      { ...fourAuthors[2], email: 'grace.nakato@example.org', presenting: true },
      { ...fourAuthors[3], presenting: false },
    ]);
    expect(detail.abstractText).toBe(
      'Pegmatites of the Ankole belt host spodumene. We map their extent.',
    );
    expect(detail.abstractTextSource).toBe('form');
    expect(detail.keywords).toEqual(['lithium', 'pegmatite', 'Uganda']);
  });

  it("makes the spec's submission its submitter the one author and presenter", async () => {
    expect((await submit({})).statusCode).toBe(201);
    const { detail } = await onlyAbstract();
    expect(detail.authors).toEqual([
      {
        name: submitter.fullName,
        affiliation: submitter.affiliation,
        email: submitter.email,
        presenting: true,
      },
    ]);
    expect(detail.keywords).toEqual([]);
  });

  it('reads the text from the Word file when none is typed', async () => {
    const document = await wordDocumentWithText([
      'Lithium pegmatites of south-western Uganda',
      'Spodumene-bearing  pegmatites   crop out along the Ankole belt.',
    ]);
    expect((await submit({}, wordFile(document))).statusCode).toBe(201);
    const { detail } = await onlyAbstract();
    expect(detail.abstractText).toBe(
      'Lithium pegmatites of south-western Uganda\n\nSpodumene-bearing pegmatites crop out along the Ankole belt.',
    );
    expect(detail.abstractTextSource).toBe('document');
  });

  const refusals: [string, Record<string, string>, string, string][] = [
    [
      'no presenting author',
      { authors: JSON.stringify(fourAuthors.map(({ presenting: _p, ...author }) => author)) },
      'authors',
      abstractAuthorMessages.noPresenter,
    ],
    [
      'two presenting authors',
      { authors: JSON.stringify(fourAuthors.map((author) => ({ ...author, presenting: true }))) },
      'authors',
      abstractAuthorMessages.twoPresenters,
    ],
    [
      'more than 20 authors',
      {
        authors: JSON.stringify(
          Array.from({ length: 21 }, (_, index) => ({
            name: `Author ${index + 1}`,
            affiliation: 'Makerere University',
            email: `author${index + 1}@example.org`,
            presenting: index === 0,
          })),
        ),
      },
      'authors',
      abstractAuthorMessages.tooManyAuthors,
    ],
    [
      'an author with an empty name',
      {
        authors: JSON.stringify([
          ...fourAuthors,
          { name: ' ', affiliation: 'Makerere University' },
        ]),
      },
      'authors',
      abstractAuthorMessages.authorName,
    ],
    [
      'a presenting author without an e-mail',
      {
        authors: JSON.stringify([
          fourAuthors[0],
          { name: 'Amina Diallo', affiliation: 'UCAD', presenting: true },
        ]),
      },
      'authors',
      abstractAuthorMessages.presenterEmail,
    ],
    [
      'authors that are not JSON',
      { authors: '[{name' },
      'authors',
      abstractAuthorMessages.authorsUnreadable,
    ],
    [
      'a text over 300 words',
      { abstractText: Array.from({ length: 301 }, () => 'rock').join(' ') },
      'abstractText',
      abstractAuthorMessages.abstractTextTooLong,
    ],
    [
      'six keywords',
      { keywords: 'a, b, c, d, e, f' },
      'keywords',
      abstractAuthorMessages.tooManyKeywords,
    ],
  ];

  it.each(refusals)(
    'refuses %s on its field and keeps nothing',
    async (_case, fields, field, message) => {
      const response = await submit(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
      const [stored] = await testApp.db.query<RowDataPacket[]>('SELECT id FROM abstracts');
      expect(stored).toHaveLength(0);
      expect(filesUnder(testApp.config.FILE_STORAGE_DIR)).toEqual([]);
    },
  );

  it('says what is wrong with the authors in the language asked for', async () => {
    const noPresenter = fourAuthors.map(({ presenting: _p, ...author }) => author);
    const response = await submit(
      { authors: JSON.stringify(noPresenter) },
      wordFile(sampleFiles.docx()),
      'fr',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors.authors).toBe(
      "Veuillez indiquer l'auteur qui présente",
    );
  });

  it("finds a co-author by the address given for them, among the abstract's authors", async () => {
    await submit({ authors: JSON.stringify(fourAuthors) });
    const { id } = await onlyAbstract();
    const people = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/people?email=${encodeURIComponent('grace.nakato@example.org')}`,
      headers: bearer(admin.token),
    });
    expect(people.statusCode).toBe(200);
    expect(JSON.stringify(people.json())).toContain('Author 3 of “Lithium pegmatites');
    const [authors] = await testApp.db.query<RowDataPacket[]>(
      'SELECT name FROM abstract_authors WHERE abstract_id = ? ORDER BY position',
      [id],
    );
    expect(authors.map((row) => String(row.name))).toEqual(
      fourAuthors.map((author) => author.name),
    );
  });
});
