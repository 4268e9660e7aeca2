import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { RowDataPacket } from 'mysql2/promise';
import yauzl from 'yauzl';
import type {
  AdminAbstract,
  AdminBooking,
  AdminSponsorshipInquiry,
  BookingNights,
  ContactMessageDetail,
  SponsorshipPipeline,
} from '@caawg11/conference';
import { bearer, createUser, rows, type TestUser } from './support/admin-fixtures.js';
import {
  insertAbstractSubmission,
  insertBooking,
  insertContactMessage,
  insertSponsorshipInquiry,
} from './support/inbox-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Every entry of a ZIP by name, in the archive's order. */
async function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  return entries;
}

/** What each inbox adds to the shared ones (see inboxes.spec.ts for those). */
describe('what each inbox adds', () => {
  let t: TestApp;
  let admin: TestUser;
  let communications: TestUser;
  let logistics: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, 'admin');
    communications = await createUser(t, 'communications');
    logistics = await createUser(t, 'logistics');
  });

  afterAll(async () => {
    await t.close();
  });

  function call(method: 'GET' | 'PUT' | 'POST', url: string, user: TestUser, payload?: object) {
    return t.app.inject({ method, url, headers: bearer(user.token), payload });
  }

  async function reviewerFor(subthemes: string[]): Promise<TestUser> {
    const reviewer = await createUser(t, 'reviewer');
    await t.db.query('UPDATE users SET subthemes = ? WHERE id = ?', [
      JSON.stringify(subthemes),
      reviewer.id,
    ]);
    return reviewer;
  }

  describe('contact messages', () => {
    it('sends a reply by e-mail, keeps it on the thread and marks the message answered', async () => {
      const id = await insertContactMessage(t, {
        name: 'Samuel Mensah',
        email: 'samuel@example.org',
      });
      const empty = await call(
        'POST',
        `/api/admin/contact-messages/${id}/replies`,
        communications,
        {
          body: ' ',
        },
      );
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ errors: Record<string, string> }>().errors.body).toBe(
        'Please write a reply',
      );

      const reply = await call(
        'POST',
        `/api/admin/contact-messages/${id}/replies`,
        communications,
        {
          body: 'Yes: send us your passport details.',
        },
      );
      expect(reply.statusCode).toBe(201);

      const mails = await rows<RowDataPacket>(
        t,
        "SELECT recipient, reply_to AS replyTo, payload FROM outbox_messages WHERE template = 'contact-reply'",
      );
      expect(mails).toEqual([
        {
          recipient: 'samuel@example.org',
          replyTo: t.config.MAIL_ORGANISERS,
          payload: expect.objectContaining({
            reply: 'Yes: send us your passport details.',
          }) as unknown,
        },
      ]);
      const detail = await call('GET', `/api/admin/contact-messages/${id}`, communications);
      const { data } = detail.json<{ data: ContactMessageDetail }>();
      expect(data.item.status).toBe('answered');
      expect(data.replies).toEqual([
        expect.objectContaining({
          author: communications.email,
          body: 'Yes: send us your passport details.',
        }),
      ]);
      expect(data.history.map((entry) => entry.action)).toEqual([
        'contact-message.replied',
        'inbox.status-changed',
      ]);
    });

    it('answers 404 to a reply to a message that does not exist, and sends nothing', async () => {
      const before = await rows<RowDataPacket>(t, 'SELECT COUNT(*) AS n FROM outbox_messages');
      const response = await call('POST', '/api/admin/contact-messages/999999/replies', admin, {
        body: 'Hello',
      });
      expect(response.statusCode).toBe(404);
      const after = await rows<RowDataPacket>(t, 'SELECT COUNT(*) AS n FROM outbox_messages');
      expect(after[0]!.n).toBe(before[0]!.n);
    });
  });

  describe('accommodation requests', () => {
    it('shows nights and value, and counts nights per night and type without the declined', async () => {
      const single = await insertBooking(t, {
        accommodation_type: 'Single Deluxe Room',
        check_in_date: '2025-09-30',
        check_out_date: '2025-10-02',
      });
      await insertBooking(t, {
        accommodation_type: '2-Bedroom Apartment',
        check_in_date: '2025-10-01',
        check_out_date: '2025-10-02',
      });
      await insertBooking(t, {
        accommodation_type: 'Single Deluxe Room',
        check_in_date: '2025-10-01',
        check_out_date: '2025-10-05',
        status: 'declined',
      });

      const item = await call('GET', `/api/admin/bookings/${single}`, logistics);
      expect(item.json<{ data: { item: AdminBooking } }>().data.item).toMatchObject({
        checkInDate: '2025-09-30',
        checkOutDate: '2025-10-02',
        nights: 2,
        valueUsd: 240,
      });

      const nights = await call('GET', '/api/admin/bookings/nights', logistics);
      expect(nights.statusCode).toBe(200);
      expect(nights.json<{ data: BookingNights[] }>().data).toEqual([
        { date: '2025-09-30', accommodationType: 'Single Deluxe Room', nights: 1, valueUsd: 120 },
        { date: '2025-10-01', accommodationType: '2-Bedroom Apartment', nights: 1, valueUsd: 200 },
        { date: '2025-10-01', accommodationType: 'Single Deluxe Room', nights: 1, valueUsd: 120 },
      ]);
    });

    it('sorts by nights and filters by type', async () => {
      const response = await call(
        'GET',
        '/api/admin/bookings?accommodationType=Single%20Deluxe%20Room&sort=nights&order=desc',
        logistics,
      );
      const { data } = response.json<{ data: AdminBooking[] }>();
      expect(data.map((booking) => booking.nights)).toEqual([4, 2]);
      const unknown = await call('GET', '/api/admin/bookings?accommodationType=Tent', logistics);
      expect(unknown.statusCode).toBe(400);
    });

    it('tells the guest when a request is confirmed', async () => {
      const id = await insertBooking(t, { email: 'guest@example.org' });
      const response = await call('PUT', `/api/admin/bookings/${id}/status`, logistics, {
        status: 'confirmed',
      });
      expect(response.statusCode).toBe(200);
      const mails = await rows<RowDataPacket>(
        t,
        "SELECT payload FROM outbox_messages WHERE template = 'inbox-decision' AND recipient = 'guest@example.org'",
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.payload).toMatchObject({ inbox: 'bookings', status: 'confirmed' });
    });
  });

  describe('sponsorship inquiries', () => {
    it('takes the package price until an amount is agreed, and totals the pipeline', async () => {
      const gold = await insertSponsorshipInquiry(t, {
        package_interest: 'Gold - $10,000',
        status: 'in discussion',
      });
      const custom = await insertSponsorshipInquiry(t, {
        package_interest: 'Custom Package',
        status: 'confirmed',
      });
      await insertSponsorshipInquiry(t, { package_interest: 'Gold - $10,000', status: 'declined' });

      const pipeline = async () =>
        (await call('GET', '/api/admin/sponsorship-inquiries/pipeline', communications)).json<{
          data: SponsorshipPipeline;
        }>().data;
      expect(await pipeline()).toEqual({
        confirmedUsd: 0,
        inDiscussionUsd: 10000,
        unpricedCount: 1,
      });

      const refused = await call(
        'PUT',
        `/api/admin/sponsorship-inquiries/${custom}/amount`,
        communications,
        {
          amountUsd: -5,
        },
      );
      expect(refused.statusCode).toBe(400);
      const agreed = await call(
        'PUT',
        `/api/admin/sponsorship-inquiries/${custom}/amount`,
        communications,
        {
          amountUsd: 7500.5,
        },
      );
      expect(agreed.statusCode).toBe(200);
      expect(agreed.json<{ data: AdminSponsorshipInquiry }>().data.amountUsd).toBe(7500.5);
      expect(await pipeline()).toEqual({
        confirmedUsd: 7500.5,
        inDiscussionUsd: 10000,
        unpricedCount: 0,
      });

      const sorted = await call(
        'GET',
        '/api/admin/sponsorship-inquiries?sort=amountUsd&order=desc',
        communications,
      );
      expect(
        sorted
          .json<{ data: AdminSponsorshipInquiry[] }>()
          .data.slice(0, 2)
          .map((item) => item.id),
      ).toContain(gold);
      const history = await call(
        'GET',
        `/api/admin/sponsorship-inquiries/${custom}`,
        communications,
      );
      expect(
        history.json<{ data: { history: { action: string; before: unknown; after: unknown }[] } }>()
          .data.history,
      ).toEqual([
        expect.objectContaining({
          action: 'sponsorship-inquiry.amount-changed',
          before: { amountUsd: null },
          after: { amountUsd: 7500.5 },
        }),
      ]);
    });
  });

  describe('abstracts', () => {
    it('keeps reviewers out of the abstracts inbox: the review screen is their only door', async () => {
      const water = await insertAbstractSubmission(t, { subtheme: 'Water Supply and Geosciences' });
      const reviewer = await reviewerFor(['Water Supply and Geosciences']);

      for (const [method, url] of [
        ['GET', '/api/admin/abstracts'],
        ['GET', `/api/admin/abstracts/${water}`],
        ['POST', `/api/admin/abstracts/${water}/file-link`],
        ['GET', '/api/admin/inboxes/counts'],
      ] as const) {
        expect((await call(method, url, reviewer)).statusCode).toBe(403);
      }
      const status = await call('PUT', `/api/admin/abstracts/${water}/status`, reviewer, {
        status: 'under review',
      });
      expect(status.statusCode).toBe(403);
      const assigned = await call('GET', '/api/admin/review/assigned', reviewer);
      expect(assigned.json<{ data: { abstracts: { id: string }[] } }>().data.abstracts).toEqual([
        expect.objectContaining({ id: water }),
      ]);
      const statuses = await rows<RowDataPacket>(t, 'SELECT status FROM abstracts WHERE id = ?', [
        water,
      ]);
      expect(statuses.map((row) => String(row.status))).toEqual(['submitted']);
    });

    it('filters by subtheme, type and language, and searches titles, authors and e-mails', async () => {
      await insertAbstractSubmission(t, {
        abstract_title: 'Télédétection des zones humides',
        language: 'French',
        presentation_type: 'Poster Presentation',
      });
      const french = await call(
        'GET',
        '/api/admin/abstracts?language=French&presentationType=Poster%20Presentation',
        admin,
      );
      expect(french.json<{ data: AdminAbstract[] }>().data.map((item) => item.title)).toEqual([
        'Télédétection des zones humides',
      ]);
      const search = await call(
        'GET',
        '/api/admin/abstracts?q=t%C3%A9l%C3%A9d%C3%A9tection',
        admin,
      );
      expect(search.json<{ count: number }>().count).toBe(1);
      const wrong = await call('GET', '/api/admin/abstracts?language=Klingon', admin);
      expect(wrong.statusCode).toBe(400);
    });

    it('bundles the accepted abstracts as a book: their files named by reference, with an index', async () => {
      const accepted = await insertAbstractSubmission(t, {
        abstract_title: 'Séismes: the East African Rift / a review',
        status: 'accepted',
      });
      await insertAbstractSubmission(t, { status: 'submitted' });
      const [file] = await rows<RowDataPacket>(
        t,
        'SELECT f.storage_key AS storageKey FROM abstracts a JOIN stored_files f ON f.id = a.file_id WHERE a.id = ?',
        [accepted],
      );
      const key = String(file!.storageKey);
      const path = join(t.config.FILE_STORAGE_DIR, key.slice(0, 2), key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, 'the abstract itself');

      const response = await call('GET', '/api/admin/abstracts/book-of-abstracts', admin);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(
        /filename="book-of-abstracts-\d{4}-\d{2}-\d{2}\.zip"/,
      );
      const entries = await unzip(response.rawPayload);
      const reference = `ABS-${accepted.padStart(4, '0')}`;
      const fileName = `${reference} - Séismes the East African Rift a review.docx`;
      expect([...entries.keys()]).toEqual(['index.csv', fileName]);
      expect(entries.get(fileName)!.toString('utf8')).toBe('the abstract itself');
      const [header, ...lines]: string[][] = parse(
        entries.get('index.csv')!.toString('utf8').slice(1),
      );
      expect(header).toEqual([
        'Reference',
        'Title',
        'First author',
        'Affiliation',
        'E-mail',
        'Subtheme',
        'Presentation type',
        'Language',
        'File',
      ]);
      expect(lines).toEqual([
        [
          reference,
          'Séismes: the East African Rift / a review',
          expect.any(String),
          'Makerere University',
          expect.any(String),
          'Water Supply and Geosciences',
          'Oral Presentation',
          'English',
          fileName,
        ],
      ]);
      expect(
        (await call('GET', '/api/admin/abstracts/book-of-abstracts', communications)).statusCode,
      ).toBe(403);
    });

    it('leaves acceptance and rejection to the notices queue: no status change sends a decision', async () => {
      const id = await insertAbstractSubmission(t, { email: 'author@example.org' });
      const response = await call('PUT', `/api/admin/abstracts/${id}/status`, admin, {
        status: 'rejected',
        reason: 'Outside the scope of the conference.',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors.status).toBe(
        'status must be one of: submitted, under review, withdrawn',
      );
      const bulk = await call('PUT', '/api/admin/abstracts/status', admin, {
        ids: [id],
        status: 'accepted',
      });
      expect(bulk.statusCode).toBe(400);
      const withdrawn = await call('PUT', `/api/admin/abstracts/${id}/status`, admin, {
        status: 'withdrawn',
      });
      expect(withdrawn.statusCode).toBe(200);
      const mails = await rows<RowDataPacket>(
        t,
        "SELECT template FROM outbox_messages WHERE recipient = 'author@example.org'",
      );
      expect(mails).toEqual([]);
    });
  });
});
