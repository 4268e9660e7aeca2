import type { RowDataPacket } from 'mysql2/promise';
import { invitedSpeakerMessages, type InvitedSpeaker } from '@caawg11/conference';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { multipartBody } from './support/multipart.js';
import { emptyDir, filesUnder, sampleFiles } from './support/sample-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('invited speakers', () => {
  let t: TestApp;
  let admin: TestUser;
  let reviewer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, 'admin', 'speakers-admin@example.org');
    reviewer = await createUser(t, 'reviewer', 'speakers-reviewer@example.org');
  });

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    await t.db.query('DELETE FROM invited_speakers');
    await t.db.query('DELETE FROM stored_files');
    emptyDir(t.config.FILE_STORAGE_DIR);
  });

  async function add(body: Record<string, unknown>, token = admin.token) {
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/speakers',
      payload: body,
      headers: bearer(token),
    });
  }

  async function publicList(): Promise<InvitedSpeaker[]> {
    const response = await t.app.inject({ method: 'GET', url: '/api/speakers' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    return response.json<{ data: { invited: InvitedSpeaker[] } }>().data.invited;
  }

  async function uploadPhoto(
    id: string,
    file: { filename: string; content: Buffer; type: string },
  ) {
    const body = multipartBody(
      {},
      { field: 'photo', filename: file.filename, contentType: file.type, content: file.content },
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/speakers/${id}/photo`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
  }

  it('adds speakers in order, shows them on the site without their address, and changes them', async () => {
    const first = await add({
      name: '  Prof. Amina Diallo ',
      affiliation: 'Université Cheikh Anta Diop',
      email: 'Amina.Diallo@Example.org',
      topic: 'Sahel aquifers',
      biography: 'Hydrogeologist who mapped the aquifers of the Senegal basin.',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: invitedSpeakerMessages.added });
    const second = await add({ name: 'Dr. Ruth Achieng', affiliation: 'University of Nairobi' });
    expect(second.statusCode).toBe(201);

    const invited = await publicList();
    expect(invited).toEqual([
      {
        id: first.json<{ data: { id: string } }>().data.id,
        name: 'Prof. Amina Diallo',
        affiliation: 'Université Cheikh Anta Diop',
        topic: 'Sahel aquifers',
        biography: 'Hydrogeologist who mapped the aquifers of the Senegal basin.',
        photoUrl: null,
        position: 1,
      },
      expect.objectContaining({ name: 'Dr. Ruth Achieng', topic: null, position: 2 }),
    ]);
    expect(JSON.stringify(invited)).not.toContain('example.org');

    const adminList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/speakers',
      headers: bearer(admin.token),
    });
    expect(adminList.json()).toMatchObject({
      count: 2,
      data: [{ email: 'amina.diallo@example.org' }, { email: null }],
    });

    const secondId = second.json<{ data: { id: string } }>().data.id;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/speakers/${secondId}/move`,
      payload: { direction: 'up' },
      headers: bearer(admin.token),
    });
    expect(moved.statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/speakers/${secondId}`,
      payload: {
        name: 'Dr. Ruth Achieng',
        affiliation: 'Kenyatta University',
        topic: 'Rift basalts',
      },
      headers: bearer(admin.token),
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await publicList()).map((speaker) => [speaker.name, speaker.affiliation, speaker.position]),
    ).toEqual([
      ['Dr. Ruth Achieng', 'Kenyatta University', 1],
      ['Prof. Amina Diallo', 'Université Cheikh Anta Diop', 2],
    ]);

    const [audit] = await t.db.query<RowDataPacket[]>(
      "SELECT action FROM audit_log WHERE entity_type = 'invited-speaker' ORDER BY id",
    );
    expect(audit.map((row) => String(row.action))).toEqual([
      'invited-speaker.added',
      'invited-speaker.added',
      'invited-speaker.moved',
      'invited-speaker.changed',
    ]);
  });

  it('refuses a speaker without a name or affiliation, or with a bad address, with the field’s message', async () => {
    const response = await add({ name: ' ', affiliation: '', email: 'not an address' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: {
        name: invitedSpeakerMessages.nameRequired,
        affiliation: invitedSpeakerMessages.affiliationRequired,
        email: expect.any(String),
      },
    });
    expect(await publicList()).toEqual([]);
  });

  it('keeps one photo per speaker, sends it to the site, and removes the replaced one', async () => {
    const id = (
      await add({ name: 'Dr. Ruth Achieng', affiliation: 'University of Nairobi' })
    ).json<{
      data: { id: string };
    }>().data.id;
    expect(
      (
        await uploadPhoto(id, {
          filename: 'ruth.png',
          content: sampleFiles.png(),
          type: 'image/png',
        })
      ).statusCode,
    ).toBe(200);
    const firstUrl = (await publicList())[0]?.photoUrl;
    expect(firstUrl).toMatch(new RegExp(`^/api/speakers/${id}/photo\\?v=\\d+$`));
    const photo = await t.app.inject({ method: 'GET', url: firstUrl! });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload).toEqual(sampleFiles.png());

    expect(
      (
        await uploadPhoto(id, {
          filename: 'ruth.jpg',
          content: sampleFiles.jpeg(),
          type: 'image/jpeg',
        })
      ).statusCode,
    ).toBe(200);
    const secondUrl = (await publicList())[0]?.photoUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect(filesUnder(t.config.FILE_STORAGE_DIR)).toHaveLength(1);
    const [files] = await t.db.query<RowDataPacket[]>('SELECT purpose FROM stored_files');
    expect(files).toEqual([{ purpose: 'speaker-photo' }]);

    const refused = await uploadPhoto(id, {
      filename: 'cv.pdf',
      content: sampleFiles.pdf(),
      type: 'application/pdf',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { photo: invitedSpeakerMessages.photoType } });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/speakers/${id}`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await publicList()).toEqual([]);
    expect(filesUnder(t.config.FILE_STORAGE_DIR)).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: secondUrl! })).statusCode).toBe(404);
  });

  it('lets only admins change the list', async () => {
    expect((await add({ name: 'A', affiliation: 'B' }, reviewer.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/speakers' })).statusCode).toBe(
      401,
    );
  });
});
