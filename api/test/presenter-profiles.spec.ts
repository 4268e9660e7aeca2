import type { RowDataPacket } from 'mysql2/promise';
import {
  presenterProfileMessages,
  type AbstractAuthor,
  type MyAbstract,
  type ProgrammeDraft,
  type PublicPresenter,
} from '@caawg11/conference';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { multipartBody } from './support/multipart.js';
import { emptyDir, filesUnder, sampleFiles } from './support/sample-files.js';
import { submitWithAuthors } from './support/my-abstract.js';
import { createTestApp, type TestApp } from './support/test-app.js';

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

/** The co-author presents: the profile is hers, found by her address. */
const presenterEmail = 'grace.nakato@example.org';
const authors: AbstractAuthor[] = [
  { name: 'Esther Mukasa', affiliation: 'Uganda Geological Survey', email: submitter.email },
  {
    name: 'Grace Nakato',
    affiliation: 'Makerere University',
    email: presenterEmail,
    presenting: true,
  },
];

const biography =
  'Grace Nakato is a hydrogeologist at Makerere University who maps the pegmatites of the Ankole belt.';

describe("a presenter's biography and photo for the speakers page", () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
    admin = await createUser(t, 'admin', 'presenter-profiles-admin@example.org');
  });

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    await t.db.query('DELETE FROM programme_publications');
    await t.db.query('DELETE FROM programme_sessions');
    await t.db.query('DELETE FROM outbox_messages');
    await t.db.query('DELETE FROM abstracts');
    await t.db.query('DELETE FROM stored_files');
    emptyDir(t.config.FILE_STORAGE_DIR);
  });

  function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
    return t.app.inject({ method, url, headers: bearer(admin.token), payload });
  }

  /** Submits an abstract presented by its co-author; answers its id and its page's token. */
  async function submit(): Promise<{ id: string; token: string }> {
    return submitWithAuthors(t, submitter, authors);
  }

  async function accept(id: string): Promise<void> {
    const decided = await call('PUT', '/api/admin/review/decisions', {
      ids: [id],
      decision: 'oral',
    });
    expect(decided.statusCode).toBe(200);
    // The page shows the decision once the author's notice has gone out.
    await t.db.query("UPDATE abstracts SET status = 'accepted' WHERE id = ?", [id]);
  }

  async function publishWith(id: string): Promise<void> {
    const created = await call('POST', '/api/admin/programme/sessions', {
      title: 'Critical minerals of the Great Lakes',
      subtheme: water,
      day: '2025-10-01',
      start: '09:00',
      end: '10:30',
      room: 'Hall A',
      chair: null,
      kind: 'oral',
    });
    expect(created.statusCode).toBe(201);
    const draft = (await call('GET', '/api/admin/programme')).json<{ data: ProgrammeDraft }>();
    const sessionId = draft.data.sessions[0]!.id;
    const placed = await call('PUT', `/api/admin/programme/placements/${id}`, {
      sessionId,
      start: '09:15',
      end: '09:30',
    });
    expect(placed.statusCode).toBe(200);
    expect((await call('POST', '/api/admin/programme/publish')).statusCode).toBe(200);
  }

  function saveBiography(token: string, text: unknown, language = 'en') {
    return t.app.inject({
      method: 'PUT',
      url: '/api/my-abstract/biography',
      headers: { 'x-access-token': token, 'accept-language': language },
      payload: { biography: text },
    });
  }

  function savePhoto(token: string, filename: string, content: Buffer, type: string) {
    const body = multipartBody({}, { field: 'photo', filename, contentType: type, content });
    return t.app.inject({
      method: 'PUT',
      url: '/api/my-abstract/photo',
      payload: body.payload,
      headers: { ...body.headers, 'x-access-token': token },
    });
  }

  async function publicPresenters(): Promise<PublicPresenter[]> {
    const response = await t.app.inject({ method: 'GET', url: '/api/speakers' });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { presenters: PublicPresenter[] } }>().data.presenters;
  }

  it('refuses a biography or a photo before the abstract is accepted, in the language asked', async () => {
    const { token } = await submit();
    const refused = await saveBiography(token, biography);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: presenterProfileMessages.notAccepted });
    const french = await saveBiography(token, biography, 'fr');
    expect(french.statusCode).toBe(409);
    expect(french.json<{ message: string }>().message).toContain('résumé accepté');
    const photo = await savePhoto(token, 'grace.png', sampleFiles.png(), 'image/png');
    expect(photo.statusCode).toBe(409);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/my-abstract',
      headers: { 'x-access-token': token },
    });
    expect(page.json<{ data: MyAbstract }>().data).toMatchObject({
      biography: null,
      hasPhoto: false,
    });
    const [rows] = await t.db.query<RowDataPacket[]>('SELECT * FROM presenter_profiles');
    expect(rows).toEqual([]);
  });

  it('refuses a biography over 100 words with the message on the field', async () => {
    const { id, token } = await submit();
    await accept(id);
    const long = await saveBiography(token, 'word '.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json<{ errors: Record<string, string> }>().errors.biography).toBe(
      presenterProfileMessages.biographyTooLong,
    );
    expect((await saveBiography(token, 'word '.repeat(100))).statusCode).toBe(200);
  });

  it('shows the saved biography and photo on the speakers page once the programme is published, and serves the photo', async () => {
    const { id, token } = await submit();
    await accept(id);
    const saved = await saveBiography(token, `  ${biography} `);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: presenterProfileMessages.biographySaved,
      data: { biography, hasPhoto: false },
    });
    const wrong = await savePhoto(token, 'cv.pdf', sampleFiles.pdf(), 'application/pdf');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { photo: presenterProfileMessages.photoType } });
    const photo = await savePhoto(token, 'grace.png', sampleFiles.png(), 'image/png');
    expect(photo.statusCode).toBe(200);
    expect(photo.json()).toMatchObject({
      message: presenterProfileMessages.photoSaved,
      data: { biography, hasPhoto: true },
    });

    // Not in a published programme yet: the speakers page shows nothing of her.
    expect(await publicPresenters()).toEqual([]);
    await publishWith(id);
    const reference = `ABS-${id.padStart(4, '0')}`;
    const presenters = await publicPresenters();
    expect(presenters).toEqual([
      {
        reference,
        biography,
        photoUrl: expect.stringMatching(
          new RegExp(`^/api/speakers/presenters/${reference}/photo\\?v=\\d+$`),
        ) as string,
      },
    ]);
    expect(JSON.stringify(presenters)).not.toContain('example.org');
    const served = await t.app.inject({ method: 'GET', url: presenters[0]!.photoUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.rawPayload).toEqual(sampleFiles.png());

    // A new photo (WebP, as phones often save one) replaces the old one, under a new address.
    expect(
      (await savePhoto(token, 'grace.webp', sampleFiles.webp(), 'image/webp')).statusCode,
    ).toBe(200);
    const replaced = (await publicPresenters())[0]!.photoUrl!;
    expect(replaced).not.toBe(presenters[0]!.photoUrl);
    const webp = await t.app.inject({ method: 'GET', url: replaced });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(filesUnder(t.config.FILE_STORAGE_DIR).length).toBe(2); // the abstract's and the photo

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/my-abstract/photo',
      headers: { 'x-access-token': token },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ data: { biography, hasPhoto: false } });
    expect(await publicPresenters()).toEqual([{ reference, biography, photoUrl: null }]);
    expect((await t.app.inject({ method: 'GET', url: replaced })).statusCode).toBe(404);

    // Withdrawn, the abstract takes no more and the page no longer shows her.
    await t.db.query("UPDATE abstracts SET author_response = 'withdrawn' WHERE id = ?", [id]);
    expect((await saveBiography(token, biography)).statusCode).toBe(409);
    expect(await publicPresenters()).toEqual([]);
  });

  it('goes when presenting is handed to another author, who gives their own', async () => {
    const { id, token } = await submit();
    await accept(id);
    expect((await saveBiography(token, biography)).statusCode).toBe(200);
    expect((await savePhoto(token, 'grace.png', sampleFiles.png(), 'image/png')).statusCode).toBe(
      200,
    );
    const handedOver = await t.app.inject({
      method: 'PUT',
      url: '/api/my-abstract/presenter',
      headers: { 'x-access-token': token },
      payload: { position: 0 },
    });
    expect(handedOver.statusCode).toBe(200);
    expect(handedOver.json()).toMatchObject({ data: { biography: null, hasPhoto: false } });
    const [rows] = await t.db.query<RowDataPacket[]>('SELECT * FROM presenter_profiles');
    expect(rows).toEqual([]);
    expect(filesUnder(t.config.FILE_STORAGE_DIR)).toHaveLength(1);
  });

  it("goes with the presenter's erasure, photo included", async () => {
    const { id, token } = await submit();
    await accept(id);
    expect((await saveBiography(token, biography)).statusCode).toBe(200);
    expect((await savePhoto(token, 'grace.png', sampleFiles.png(), 'image/png')).statusCode).toBe(
      200,
    );
    await publishWith(id);
    const photoUrl = (await publicPresenters())[0]!.photoUrl!;

    const held = await call('GET', `/api/admin/people?email=${presenterEmail}`);
    expect(held.statusCode).toBe(200);
    expect(held.json<{ records: { kind: string }[] }>().records.map((r) => r.kind)).toContain(
      'presenter-profile',
    );
    const erased = await call('POST', '/api/admin/people/erase', {
      email: presenterEmail,
      reason: 'Asked to be forgotten',
    });
    expect(erased.statusCode).toBe(200);
    const [rows] = await t.db.query<RowDataPacket[]>('SELECT * FROM presenter_profiles');
    expect(rows).toEqual([]);
    const [photos] = await t.db.query<RowDataPacket[]>(
      "SELECT id FROM stored_files WHERE purpose = 'speaker-photo'",
    );
    expect(photos).toEqual([]);
    expect(filesUnder(t.config.FILE_STORAGE_DIR)).toHaveLength(1);
    expect(await publicPresenters()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(404);
  });
});
