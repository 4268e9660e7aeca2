import type { LightMyRequestResponse } from 'fastify';
import type { RowDataPacket } from 'mysql2/promise';
import type { AssignedReviews, ReviewScreen, ReviewSettings } from '@caawg11/conference';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { adminRouteRoles } from './support/admin-route-roles.js';
import { solvedCaptcha } from './support/captcha.js';
import { multipartBody } from './support/multipart.js';
import yauzl from 'yauzl';
import { zipArchive } from './support/sample-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { compoundFileText, word97Document } from './support/word97.js';

const contentTypes = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};
const subtheme = 'Water Supply and Geosciences';

/** Authors whose every detail is a string no other part of a response would carry. */
const authors = [
  {
    fullName: 'Wanjiru Zebedayo Kimathi',
    email: 'wanjiru.zebedayo@quelimane-geo.example.org',
    affiliation: 'Quelimane Institute of Hydrogeophysics',
    phone: '+256 771 909 313',
    file: 'Kimathi-Wanjiru-final.docx',
    comments: 'Field data from 2023 and 2024, gathered with Wanjiru Kimathi’s students.',
  },
  {
    fullName: 'Théoneste Bizimungu-Rwagasore',
    email: 'theoneste.rwagasore@gitega-karst.example.org',
    affiliation: 'Gitega Karst Observatory',
    phone: '+257 79 424 242',
    file: 'Rwagasore_abstract_v3.docx',
    comments: 'Presented in part at the Gitega Karst Observatory seminar.',
  },
  {
    fullName: 'Nomvula Thandiwe Dlamini-Okonkwo',
    email: 'nomvula.okonkwo@lobamba-aquifers.example.org',
    affiliation: 'Lobamba Aquifer Mapping Centre',
    phone: '+268 7612 4488',
    // Word 97-2003: its names live in property streams and the table stream.
    file: 'Dlamini_Okonkwo_abstract.doc',
    comments: 'Please write to nomvula.okonkwo@lobamba-aquifers.example.org about the poster size.',
  },
];

type Author = (typeof authors)[number];

function fileFormat(author: Author): 'doc' | 'docx' {
  return author.file.endsWith('.doc') ? 'doc' : 'docx';
}

/** A Word document that names its author where Word does: properties, company, tracked changes. */
async function signedDocument(author: Author): Promise<Buffer> {
  if (fileFormat(author) === 'doc') {
    return word97Document({
      author: author.fullName,
      lastSavedBy: author.email,
      company: author.affiliation,
    });
  }
  return zipArchive({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'docProps/core.xml': `<?xml version="1.0"?><cp:coreProperties><dc:creator>${author.fullName}</dc:creator><cp:lastModifiedBy>${author.email}</cp:lastModifiedBy></cp:coreProperties>`,
    'docProps/app.xml': `<?xml version="1.0"?><Properties><Company>${author.affiliation}</Company><Pages>1</Pages></Properties>`,
    'word/document.xml': `<?xml version="1.0"?><w:document><w:body><w:ins w:id="1" w:author="${author.fullName}" w:date="2025-05-01T00:00:00Z"><w:r><w:t>Aquifer storage</w:t></w:r></w:ins></w:body></w:document>`,
  });
}

/** Every entry of a ZIP archive, or every stream of a .doc, as text, one after the other. */
async function unpackedText(archive: Buffer): Promise<string> {
  if (archive.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) {
    return compoundFileText(archive);
  }
  const zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  let text = '';
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    text += `${entry.fileName}\n${Buffer.concat(chunks).toString('utf8')}\n`;
  }
  return text;
}

/** Every piece of each author's identity a reviewer must not see while the review is anonymous. */
const secrets = authors.flatMap((author) => [
  author.fullName,
  author.fullName.split(' ')[0]!,
  author.fullName.split(' ').at(-1)!,
  author.email,
  author.email.split('@')[0]!,
  author.affiliation,
  author.phone,
  author.phone.replace(/\s/g, ''),
  author.file,
  author.file.replace(/\.docx?$/, ''),
]);

describe('anonymous review: nothing a reviewer can fetch names the authors', () => {
  let t: TestApp;
  let admin: TestUser;
  let reviewer: TestUser;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
    admin = await createUser(t, 'admin');
    reviewer = await createUser(t, 'reviewer');
    await t.db.query('UPDATE users SET subthemes = ? WHERE id = ?', [
      JSON.stringify([subtheme]),
      reviewer.id,
    ]);
    for (const [index, author] of authors.entries()) {
      const token = await solvedCaptcha(t.app);
      const body = multipartBody(
        {
          fullName: author.fullName,
          affiliation: author.affiliation,
          email: author.email,
          phone: author.phone,
          abstractTitle: `Aquifer storage in crystalline basement, case ${index + 1}`,
          subtheme,
          language: 'English',
          presentationType: 'Oral Presentation',
          comments: author.comments,
          recaptchaToken: token,
        },
        {
          field: 'abstractFile',
          filename: author.file,
          contentType: contentTypes[fileFormat(author)],
          content: await signedDocument(author),
        },
      );
      const submitted = await t.app.inject({
        method: 'POST',
        url: '/api/abstracts.php',
        payload: body.payload,
        headers: body.headers,
      });
      expect(submitted.statusCode).toBe(201);
    }
    const [rows] = await t.db.query<({ id: number } & RowDataPacket)[]>(
      'SELECT id FROM abstracts ORDER BY id',
    );
    ids.push(...rows.map((row) => String(row.id)));
    expect(ids).toHaveLength(authors.length);
    // The uploaded names are stored, so the test would see them if any route passed them on.
    const [files] = await t.db.query<({ original_name: string } & RowDataPacket)[]>(
      'SELECT original_name FROM stored_files ORDER BY id',
    );
    expect(files.map((file) => file.original_name)).toEqual(authors.map((author) => author.file));
  });

  afterAll(async () => {
    await t.close();
  });

  function get(url: string, user: TestUser = reviewer) {
    return t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
  }

  function leaks(response: LightMyRequestResponse, unpacked = ''): string[] {
    const text = `${JSON.stringify(response.headers)}\n${response.body}\n${unpacked}`.toLowerCase();
    return secrets.filter((secret) => text.includes(secret.toLowerCase()));
  }

  async function setAnonymous(anonymous: boolean): Promise<void> {
    const current = (await get('/api/admin/review/settings', admin)).json<{
      data: ReviewSettings;
    }>().data;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/review/settings',
      headers: bearer(admin.token),
      payload: { ...current, anonymous },
    });
    expect(saved.statusCode).toBe(200);
  }

  it('answers every GET route a reviewer may call, and the file, without a name, e-mail, affiliation, phone or file name', async () => {
    await setAnonymous(true);
    const reviewerRoutes = Object.entries(adminRouteRoles)
      .filter(([route, roles]) => route.startsWith('GET ') && roles.includes('reviewer'))
      .map(([route]) => route.slice('GET '.length));
    // The matrix gives reviewers the review screen and nothing else that reads abstracts.
    expect(reviewerRoutes.sort()).toEqual([
      '/api/admin/review/assigned',
      '/api/admin/review/assigned/:id',
    ]);

    const fetched: string[] = [];
    for (const route of reviewerRoutes) {
      const urls = route.includes(':id') ? ids.map((id) => route.replace(':id', id)) : [route];
      for (const url of urls) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect({ url, leaks: leaks(response) }).toEqual({ url, leaks: [] });
        fetched.push(url);
      }
    }
    expect(fetched).toHaveLength(1 + authors.length);
    const list = (await get('/api/admin/review/assigned')).json<{ data: AssignedReviews }>().data;
    expect(list.abstracts.map((item) => item.id)).toEqual(ids);

    for (const [index, id] of ids.entries()) {
      const screen = (await get(`/api/admin/review/assigned/${id}`)).json<{
        data: ReviewScreen;
      }>().data;
      expect(screen.abstract.authors).toBeNull();
      // The submitter's free text can name them too: it waits until the review is not anonymous.
      expect(screen.abstract.comments).toBeNull();
      const link = await t.app.inject({
        method: 'POST',
        url: screen.abstract.fileLinkUrl,
        headers: bearer(reviewer.token),
      });
      expect(link.statusCode).toBe(200);
      expect(leaks(link)).toEqual([]);
      const { url } = link.json<{ url: string }>();
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      const unpacked = await unpackedText(file.rawPayload);
      expect(unpacked).toContain('Aquifer storage');
      // The search covers the raw bytes too: a .doc names its authors in ANSI and UTF-16.
      const raw = `${file.rawPayload.toString('latin1')}\n${file.rawPayload.toString('utf16le')}`;
      expect(leaks(file, `${unpacked}\n${raw}`)).toEqual([]);
      const format = fileFormat(authors[index]!);
      expect(file.headers['content-type']).toContain(contentTypes[format]);
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename*=UTF-8''ABS-${id.padStart(4, '0')}.${format}`,
      );
      // The same signature does not open the plain route, which names the file as uploaded.
      const plain = await t.app.inject({ method: 'GET', url: url.replace(/\/[^/]+$/, '') });
      expect(plain.statusCode).toBe(403);
    }
  });

  it("proves the stored files name their authors, so the reviewer's copies had something to hide", async () => {
    for (const [index, id] of ids.entries()) {
      const link = await t.app.inject({
        method: 'POST',
        url: `/api/admin/abstracts/${id}/file-link`,
        headers: bearer(admin.token),
      });
      const original = await t.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
      const unpacked = await unpackedText(original.rawPayload);
      expect(leaks(original, unpacked)).toEqual(
        expect.arrayContaining([
          authors[index]!.fullName,
          authors[index]!.email,
          authors[index]!.affiliation,
          authors[index]!.file,
        ]),
      );
    }
  });

  it('shows the authors on the review screen once anonymity is off', async () => {
    await setAnonymous(false);
    const response = await get(`/api/admin/review/assigned/${ids[0]}`);
    expect(leaks(response)).toEqual(
      expect.arrayContaining([authors[0]!.fullName, authors[0]!.affiliation]),
    );
    expect(response.json<{ data: ReviewScreen }>().data.abstract.comments).toBe(
      authors[0]!.comments,
    );
    // The submitter, sent without a list of authors, is its one author and presenter.
    expect(response.json<{ data: ReviewScreen }>().data.abstract.authors).toEqual([
      { name: authors[0]!.fullName, affiliation: authors[0]!.affiliation, presenting: true },
    ]);
  });
});
