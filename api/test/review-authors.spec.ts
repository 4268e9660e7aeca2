import type { LightMyRequestResponse } from 'fastify';
import type { RowDataPacket } from 'mysql2/promise';
import yauzl from 'yauzl';
import type {
  AbstractReviewer,
  AssignedReviews,
  ReviewScreen,
  ReviewSettings,
} from '@caawg11/conference';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { adminRouteRoles } from './support/admin-route-roles.js';
import { solvedCaptcha } from './support/captcha.js';
import { fourAuthors } from './support/inbox-fixtures.js';
import { multipartBody } from './support/multipart.js';
import { zipArchive } from './support/sample-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const subtheme = 'Water Supply and Geosciences';
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const [, , third, fourth] = fourAuthors;

/** A Word document whose properties and tracked changes name every one of the four authors. */
function signedDocument(): Promise<Buffer> {
  const names = fourAuthors.map((author) => author.name).join('; ');
  return zipArchive({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'docProps/core.xml': `<?xml version="1.0"?><cp:coreProperties><dc:creator>${names}</dc:creator><cp:lastModifiedBy>${third!.name}</cp:lastModifiedBy></cp:coreProperties>`,
    'docProps/app.xml': `<?xml version="1.0"?><Properties><Company>${third!.affiliation}</Company><Pages>1</Pages></Properties>`,
    'word/document.xml': `<?xml version="1.0"?><w:document><w:body>${fourAuthors
      .map(
        (author, index) =>
          `<w:ins w:id="${index + 1}" w:author="${author.name}" w:date="2025-05-01T00:00:00Z"><w:r><w:t>Recharge ${index + 1}</w:t></w:r></w:ins>`,
      )
      .join('')}</w:body></w:document>`,
  });
}

async function unpackedText(archive: Buffer): Promise<string> {
  const zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  let text = '';
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    text += `${entry.fileName}\n${Buffer.concat(chunks).toString('utf8')}\n`;
  }
  return text;
}

/** What names an author: each name, surname and affiliation, each e-mail given. */
const secrets = fourAuthors.flatMap((author) => [
  author.name,
  author.name.split(' ').at(-1)!,
  author.affiliation,
  ...(author.email ? [author.email] : []),
]);

function leaks(response: LightMyRequestResponse, unpacked = ''): string[] {
  const text = `${JSON.stringify(response.headers)}\n${response.body}\n${unpacked}`.toLowerCase();
  return secrets.filter((secret) => text.includes(secret.toLowerCase()));
}

describe('review: every author shown, hidden when anonymous, and kept from reviewing', () => {
  let t: TestApp;
  let admin: TestUser;
  let reviewer: TestUser;
  let abstractId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
    admin = await createUser(t, 'admin');
    reviewer = await reviewerFor();
    const body = multipartBody(
      {
        fullName: fourAuthors[0]!.name,
        affiliation: fourAuthors[0]!.affiliation,
        email: fourAuthors[0]!.email!,
        phone: '+256 772 000 111',
        abstractTitle: 'Recharge of weathered basement aquifers in northern Uganda',
        subtheme,
        language: 'English',
        presentationType: 'Oral Presentation',
        authors: JSON.stringify(fourAuthors),
        recaptchaToken: await solvedCaptcha(t.app),
      },
      {
        field: 'abstractFile',
        filename: 'recharge.docx',
        contentType: docx,
        content: await signedDocument(),
      },
    );
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/abstracts.php',
      payload: body.payload,
      headers: body.headers,
    });
    expect(submitted.statusCode).toBe(201);
    const [rows] = await t.db.query<({ id: number } & RowDataPacket)[]>('SELECT id FROM abstracts');
    expect(rows).toHaveLength(1);
    abstractId = String(rows[0]!.id);
  });

  afterAll(async () => {
    await t.close();
  });

  async function reviewerFor(email?: string): Promise<TestUser> {
    const user = await createUser(t, 'reviewer', email);
    await t.db.query('UPDATE users SET subthemes = ? WHERE id = ?', [
      JSON.stringify([subtheme]),
      user.id,
    ]);
    return user;
  }

  function call(method: 'GET' | 'PUT' | 'POST', url: string, user: TestUser, payload?: object) {
    return t.app.inject({ method, url, headers: bearer(user.token), payload });
  }

  async function setAnonymous(anonymous: boolean): Promise<void> {
    const current = (await call('GET', '/api/admin/review/settings', admin)).json<{
      data: ReviewSettings;
    }>().data;
    const saved = await call('PUT', '/api/admin/review/settings', admin, {
      ...current,
      anonymous,
    });
    expect(saved.statusCode).toBe(200);
  }

  async function assignedIds(user: TestUser): Promise<string[]> {
    const response = await call('GET', '/api/admin/review/assigned', user);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: AssignedReviews }>().data.abstracts.map((item) => item.id);
  }

  async function dialogRow(user: TestUser): Promise<AbstractReviewer | undefined> {
    const response = await call(
      'GET',
      `/api/admin/review/committee/${abstractId}/reviewers`,
      admin,
    );
    expect(response.statusCode).toBe(200);
    return response.json<{ data: AbstractReviewer[] }>().data.find((row) => row.userId === user.id);
  }

  it('shows the reviewer the four authors in order, without their e-mails', async () => {
    await setAnonymous(false);
    const response = await call('GET', `/api/admin/review/assigned/${abstractId}`, reviewer);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: ReviewScreen }>().data.abstract.authors).toEqual([
      { name: 'Grace Nakato', affiliation: 'Makerere University', presenting: false },
      { name: 'Joseph Mwesigwa', affiliation: 'Kyambogo University', presenting: false },
      {
        name: 'Aïcha Traoré',
        affiliation: 'Université Félix Houphouët-Boigny',
        presenting: true,
      },
      { name: 'Peter Otim', affiliation: 'Makerere University', presenting: false },
    ]);
    expect(response.body).not.toContain(fourth!.email);
  });

  it('names none of the authors under anonymous review: not the api, not the file', async () => {
    await setAnonymous(true);
    const reviewerRoutes = Object.entries(adminRouteRoles)
      .filter(([route, roles]) => route.startsWith('GET ') && roles.includes('reviewer'))
      .map(([route]) => route.slice('GET '.length).replace(':id', abstractId));
    // Every listing or export a reviewer can fetch is among these.
    expect(reviewerRoutes).toHaveLength(2);
    for (const url of reviewerRoutes) {
      const response = await call('GET', url, reviewer);
      expect(response.statusCode).toBe(200);
      expect({ url, leaks: leaks(response) }).toEqual({ url, leaks: [] });
    }
    const screen = (await call('GET', `/api/admin/review/assigned/${abstractId}`, reviewer)).json<{
      data: ReviewScreen;
    }>().data;
    expect(screen.abstract.authors).toBeNull();

    const link = await call('POST', screen.abstract.fileLinkUrl, reviewer);
    expect(link.statusCode).toBe(200);
    const copy = await t.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(copy.statusCode).toBe(200);
    const unpacked = await unpackedText(copy.rawPayload);
    expect(unpacked).toContain('Recharge 4');
    expect(leaks(copy, `${unpacked}\n${copy.rawPayload.toString('latin1')}`)).toEqual([]);

    // The stored file does name them all, so the copy had each of them to leave out.
    const original = await call('POST', `/api/admin/abstracts/${abstractId}/file-link`, admin);
    const stored = await t.app.inject({ method: 'GET', url: original.json<{ url: string }>().url });
    const storedText = await unpackedText(stored.rawPayload);
    for (const author of fourAuthors) expect(storedText).toContain(author.name);
    expect(storedText).toContain(third!.affiliation);
  });

  it("keeps away a reviewer whose e-mail is a co-author's, and tells the committee why", async () => {
    const coAuthor = await reviewerFor(fourth!.email);
    expect(await assignedIds(coAuthor)).toEqual([]);
    expect(
      (await call('GET', `/api/admin/review/assigned/${abstractId}`, coAuthor)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/admin/review/assigned/${abstractId}/file-link`, coAuthor))
        .statusCode,
    ).toBe(404);
    expect(await dialogRow(coAuthor)).toMatchObject({
      assigned: false,
      bySubtheme: true,
      excluded: 'co-author',
    });

    const refused = await call(
      'PUT',
      `/api/admin/review/committee/${abstractId}/reviewers`,
      admin,
      {
        reviewerIds: [reviewer.id, coAuthor.id],
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'This reviewer is an author of this abstract',
    );
    expect(await assignedIds(coAuthor)).toEqual([]);
    const statistics = (await call('GET', '/api/admin/review/statistics', admin)).json<{
      data: { byReviewer: { email: string; assigned: number }[] };
    }>().data;
    expect(statistics.byReviewer).toContainEqual(
      expect.objectContaining({ email: fourth!.email, assigned: 0 }),
    );
  });

  it("keeps away a reviewer whose institution is the third author's affiliation", async () => {
    const colleague = await reviewerFor();
    expect(await assignedIds(colleague)).toEqual([abstractId]);

    const tooLong = await call(
      'PUT',
      `/api/admin/review/reviewers/${colleague.id}/institution`,
      admin,
      {
        institution: 'x'.repeat(201),
      },
    );
    expect(tooLong.statusCode).toBe(400);
    expect(
      (
        await call('PUT', `/api/admin/review/reviewers/${colleague.id}/institution`, colleague, {
          institution: 'Anywhere',
        })
      ).statusCode,
    ).toBe(403);
    // Typed without its accents and in another case, it is the same institution.
    const declared = await call(
      'PUT',
      `/api/admin/review/reviewers/${colleague.id}/institution`,
      admin,
      {
        institution: '  universite felix houphouet-boigny ',
      },
    );
    expect(declared.statusCode).toBe(200);
    expect(declared.json<{ message: string }>().message).toBe('Institution saved');

    expect(await assignedIds(colleague)).toEqual([]);
    expect(await dialogRow(colleague)).toMatchObject({
      institution: 'universite felix houphouet-boigny',
      assigned: false,
      excluded: 'institution',
    });
    const refused = await call(
      'PUT',
      `/api/admin/review/committee/${abstractId}/reviewers`,
      admin,
      {
        reviewerIds: [colleague.id],
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      "This reviewer's institution is an author's affiliation",
    );

    // Another institution lets the subtheme give the abstract back.
    await call('PUT', `/api/admin/review/reviewers/${colleague.id}/institution`, admin, {
      institution: 'Gulu University',
    });
    expect(await assignedIds(colleague)).toEqual([abstractId]);
    expect(
      (
        await call('PUT', `/api/admin/review/reviewers/999999/institution`, admin, {
          institution: 'Gulu University',
        })
      ).statusCode,
    ).toBe(404);
  });
});
