import type { RowDataPacket } from 'mysql2/promise';
import { extractText, getDocumentProxy } from 'unpdf';
import type {
  AdminRegistrationDetails,
  FieldTripView,
  FinanceReport,
  Language,
} from '@caawg11/conference';
import { FieldTripSeats } from '../src/registrations-and-money/field-trip/field-trip-seats.service.js';
import { bearer, createUser, rows, type TestUser } from './support/admin-fixtures.js';
import { solvedCaptcha } from './support/captcha.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';
import { multipartBody } from './support/multipart.js';
import { registrationFields } from './support/registration-fields.js';

interface SeatWithRegistrant extends RowDataPacket {
  id: number;
  reference: string;
  email: string;
  language: Language;
  status: string;
}

/** The subject of the seat offer in each language, for the reference given. */
const offerSubjects: Record<Language, (reference: string) => string> = {
  en: (reference) => `A field trip seat is yours (${reference})`,
  fr: (reference) => `Une place pour l'excursion vous est attribuée (${reference})`,
  pt: (reference) => `Tem um lugar na excursão de campo (${reference})`,
};

/** The subject of the release notice in each language, for the reference given. */
const releaseSubjects: Record<Language, (reference: string) => string> = {
  en: (reference) => `Your field trip seat has been released (${reference})`,
  fr: (reference) => `Votre place pour l'excursion a été libérée (${reference})`,
  pt: (reference) => `O seu lugar na excursão de campo foi libertado (${reference})`,
};

interface ReleaseNotice extends RowDataPacket {
  recipient: string;
  language: Language;
  payload: string | Record<string, unknown>;
}

describe('the field trip as a priced add-on with seats and a waiting list', () => {
  let t: MailTestApp;
  let logistics: TestUser;
  let finance: TestUser;

  beforeAll(async () => {
    t = await createMailTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
    await t.startWorker();
    t.setNow('2025-07-15T10:00:00+03:00');
    logistics = await createUser(t, 'logistics', 'trip-logistics@example.org');
    finance = await createUser(t, 'finance', 'trip-finance@example.org');
  });

  afterAll(async () => {
    await t.close();
  });

  function call(user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: bearer(user.token),
      ...(payload ? { payload } : {}),
    });
  }

  async function details(id: string): Promise<AdminRegistrationDetails> {
    return (await call(finance, 'GET', `/api/admin/registrations/${id}`)).json<{
      data: AdminRegistrationDetails;
    }>().data;
  }

  /** The release notices written to the outbox, oldest first. */
  function releaseNotices(): Promise<ReleaseNotice[]> {
    return rows<ReleaseNotice>(
      t,
      "SELECT recipient, language, payload FROM outbox_messages WHERE template = 'field-trip-seat-released' ORDER BY id",
    );
  }

  function payloadOf(notice: ReleaseNotice): Record<string, unknown> {
    return typeof notice.payload === 'string'
      ? (JSON.parse(notice.payload) as Record<string, unknown>)
      : notice.payload;
  }

  async function listed(filter: string): Promise<string[]> {
    const response = await call(finance, 'GET', `/api/admin/registrations?fieldTrip=${filter}`);
    expect(response.statusCode).toBe(200);
    return response
      .json<{ data: AdminRegistrationDetails[] }>()
      .data.map((row) => row.reference)
      .sort();
  }

  it('gives two seats and one waiting place to three parallel registrations, and a cancellation promotes the waiting one with an e-mail', async () => {
    const refused = await call(logistics, 'PUT', '/api/admin/field-trip', {
      seats: -1,
      payBy: 'mid-September',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: {
        seats: 'Please enter a whole number of seats from 0 to 10000',
        payBy: 'Please enter the pay-by date as YYYY-MM-DD',
      },
    });
    const saved = await call(logistics, 'PUT', '/api/admin/field-trip', {
      seats: 2,
      payBy: '2025-09-15',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: FieldTripView }>().data).toEqual({
      seats: 2,
      payBy: '2025-09-15',
      held: 0,
      paid: 0,
      waiting: 0,
    });

    const registrants: { email: string; language: Language }[] = [
      { email: 'trip.en@example.org', language: 'en' },
      { email: 'trip.fr@example.org', language: 'fr' },
      { email: 'trip.pt@example.org', language: 'pt' },
    ];
    // Robot checks first, so the three registrations reach the api together.
    const bodies = await Promise.all(
      registrants.map(async ({ email }) =>
        multipartBody({
          ...registrationFields({ email, participantCategory: 'non-member', fieldTrip: 'Yes' }),
          recaptchaToken: await solvedCaptcha(t.app),
        }),
      ),
    );
    const answers = await Promise.all(
      bodies.map((body, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/registration.php',
          payload: body.payload,
          headers: { ...body.headers, 'accept-language': registrants[index]!.language },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const references = answers.map((answer) => answer.json<{ reference: string }>().reference);

    const seats = await rows<SeatWithRegistrant>(
      t,
      `SELECT r.reference, r.email, r.language, r.id, s.status FROM field_trip_seats s
         JOIN registrations r ON r.id = s.registration_id ORDER BY s.id`,
    );
    expect(seats.map((seat) => seat.status).sort()).toEqual(['held', 'held', 'waiting']);
    const waiting = seats.find((seat) => seat.status === 'waiting')!;
    const holders = seats.filter((seat) => seat.status === 'held');

    // A $150 registration with the trip owes $400; on the waiting list, the trip is not charged.
    const holder = await details(String(holders[0]!.id));
    expect(holder).toMatchObject({
      registrationFee: 150,
      attendingFieldTrip: true,
      amountPaid: '0.00',
      balanceDue: '400.00',
      fieldTripSeat: { status: 'held', position: null, payBy: '2025-09-15' },
    });
    expect(await details(String(waiting.id))).toMatchObject({
      balanceDue: '150.00',
      fieldTripSeat: { status: 'waiting', position: 1, payBy: null },
    });
    expect(await listed('waiting')).toEqual([waiting.reference]);
    expect(await listed('held')).toEqual(holders.map((seat) => seat.reference).sort());
    expect(await listed('none')).toEqual([]);
    expect(
      (await call(logistics, 'GET', '/api/admin/field-trip')).json<{ data: FieldTripView }>().data,
    ).toMatchObject({ held: 2, paid: 0, waiting: 1 });
    // The dashboard keeps counting everyone who ticked the trip.
    const dashboard = await call(finance, 'GET', '/api/admin/dashboard');
    expect(dashboard.json<{ data: { fieldTripAttendance: number } }>().data).toMatchObject({
      fieldTripAttendance: 3,
    });

    // Paying $400 in full makes a seat paid; the finance report sees the trip in what is owed.
    const paid = await call(
      finance,
      'POST',
      `/api/admin/registrations/${holders[1]!.id}/payments`,
      {
        method: 'other',
        reference: 'DESK-TRIP-1',
        amount: 400,
        paymentDate: '2025-07-15',
      },
    );
    expect(paid.statusCode).toBe(201);
    expect((await details(String(holders[1]!.id))).fieldTripSeat).toMatchObject({
      status: 'paid',
    });
    const report = (
      await call(finance, 'GET', '/api/admin/payments/finance-report?from=2025-01-01&to=2030-12-31')
    ).json<{ data: FinanceReport }>().data;
    expect(report.outstanding.find((row) => row.reference === holders[0]!.reference)).toMatchObject(
      {
        balanceUsd: '400.00',
      },
    );
    expect(report.outstanding.find((row) => row.reference === waiting.reference)).toMatchObject({
      balanceUsd: '150.00',
    });

    // The trip is a line of its own on the documents of a seat held or paid, not while waiting.
    const tripLine =
      /Field trip, 3-5 October 2025|Excursion géologique, 3-5 octobre 2025|Excursão de campo, 3-5 de outubro de 2025/;
    const pdfText = async (url: string) => {
      const response = await call(finance, 'GET', url);
      expect(response.statusCode).toBe(200);
      const document = await getDocumentProxy(new Uint8Array(response.rawPayload));
      return (await extractText(document, { mergePages: true })).text;
    };
    expect(await pdfText(`/api/admin/registrations/${holders[1]!.id}/receipt`)).toMatch(tripLine);
    expect(await pdfText(`/api/admin/registrations/${holders[0]!.id}/invoice`)).toMatch(tripLine);
    expect(await pdfText(`/api/admin/registrations/${waiting.id}/invoice`)).not.toMatch(tripLine);

    // Cancelling a held seat's registration offers it to the waiting one, by e-mail.
    // The confirmations say who holds a seat and who waits, each in its registrant's language.
    await t.sink.waitForCount(3);
    expect(t.sink.to(waiting.email)[0]!.text).toMatch(
      /On the waiting list|Sur la liste d'attente|Na lista de espera/,
    );
    for (const holder of holders) {
      expect(t.sink.to(holder.email)[0]!.text).toMatch(
        /Held for you|Réservée pour vous|Reservado para si/,
      );
    }
    t.sink.clear();
    const cancelled = await call(
      finance,
      'POST',
      `/api/admin/registrations/${holders[0]!.id}/cancel`,
      {
        reason: 'Cannot travel',
      },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ data: AdminRegistrationDetails }>().data).toMatchObject({
      fieldTripSeat: null,
      balanceDue: '0.00',
    });
    const promoted = await details(String(waiting.id));
    expect(promoted).toMatchObject({
      balanceDue: '400.00',
      fieldTripSeat: { status: 'held', payBy: '2025-09-15' },
    });

    const offer = await eventually(() => {
      const found = t.sink
        .to(waiting.email)
        .find((mail) => mail.subject === offerSubjects[waiting.language](waiting.reference));
      expect(found).toBeDefined();
      return found!;
    });
    expect(offer.text).toContain(waiting.reference);
    expect(offer.text).toMatch(/15 September 2025|15 septembre 2025|15 de setembro de 2025/);
    expect(references.sort()).toEqual(seats.map((seat) => seat.reference).sort());
  });

  it('releases a held seat not paid by its day to the end of the line, tells its registrant once, and keeps a paid one', async () => {
    const seatOf = async (status: string) =>
      (
        await rows<SeatWithRegistrant>(
          t,
          `SELECT r.id, r.reference, r.email, r.language, s.status FROM field_trip_seats s
             JOIN registrations r ON r.id = s.registration_id WHERE s.status = ?`,
          [status],
        )
      )[0]!;
    const held = await seatOf('held');
    const paid = await seatOf('paid');

    t.setNow('2025-09-15T20:00:00+03:00');
    expect(await t.app.get(FieldTripSeats).releaseUnpaid()).toBe(0);
    expect(await releaseNotices()).toEqual([]);
    t.setNow('2025-09-16T08:00:00+03:00');
    expect(await t.app.get(FieldTripSeats).releaseUnpaid()).toBe(1);
    expect(await details(String(held.id))).toMatchObject({
      balanceDue: '150.00',
      fieldTripSeat: { status: 'waiting', position: 1 },
    });
    expect((await details(String(paid.id))).fieldTripSeat).toMatchObject({ status: 'paid' });
    const [audit] = await rows<RowDataPacket>(
      t,
      "SELECT actor_email FROM audit_log WHERE action = 'field-trip.seat-released' AND entity_id = ?",
      [held.id],
    );
    expect(audit).toBeDefined();

    // The released registrant is told in their language that the trip is no longer charged.
    const notices = await releaseNotices();
    expect(notices.map((notice) => [notice.recipient, notice.language])).toEqual([
      [held.email, held.language],
    ]);
    expect(payloadOf(notices[0]!)).toMatchObject({
      reference: held.reference,
      priceUsd: '250.00',
      balanceDueUsd: '150.00',
      payBy: '2025-09-15',
    });
    await eventually(() => {
      const subjects = t.sink.to(held.email).map((mail) => mail.subject);
      expect(subjects).toContain(releaseSubjects[held.language](held.reference));
    });

    // A second run finds nothing to release and writes nothing more; the paid seat's holder
    // never hears of a release.
    expect(await t.app.get(FieldTripSeats).releaseUnpaid()).toBe(0);
    expect((await releaseNotices()).map((notice) => notice.recipient)).toEqual([held.email]);
    t.setNow('2025-07-15T10:00:00+03:00');
  });

  it('takes the trip off a registration in the edit screen and frees its seat', async () => {
    const [row] = await rows<RowDataPacket>(
      t,
      "SELECT r.* FROM registrations r JOIN field_trip_seats s ON s.registration_id = r.id WHERE s.status = 'waiting'",
    );
    const removed = await call(finance, 'PUT', `/api/admin/registrations/${row!.id}`, {
      title: row!.title,
      otherTitle: '',
      firstName: row!.first_name,
      otherNames: row!.other_names,
      gender: row!.gender,
      email: row!.email,
      phone: row!.phone,
      country: row!.country,
      city: row!.city,
      institution: row!.institution,
      participationType: row!.participation_type,
      presentationType: '',
      participantCategory: row!.participant_category,
      fieldTrip: 'No',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ data: AdminRegistrationDetails }>().data).toMatchObject({
      attendingFieldTrip: false,
      fieldTripSeat: null,
    });
  });

  it('tells a French registrant in French that their unpaid seat was released and the trip is no longer due', async () => {
    const email = 'trip.release.fr@example.org';
    const body = multipartBody({
      ...registrationFields({ email, participantCategory: 'non-member', fieldTrip: 'Yes' }),
      recaptchaToken: await solvedCaptcha(t.app),
    });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/registration.php',
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': 'fr' },
    });
    expect(registered.statusCode).toBe(201);
    const { reference } = registered.json<{ reference: string }>();
    const [registration] = await rows<RowDataPacket>(
      t,
      'SELECT id FROM registrations WHERE reference = ?',
      [reference],
    );
    expect(await details(String(registration!.id))).toMatchObject({
      balanceDue: '400.00',
      fieldTripSeat: { status: 'held', payBy: '2025-09-15' },
    });
    const noticesBefore = (await releaseNotices()).length;

    t.setNow('2025-09-16T08:00:00+03:00');
    expect(await t.app.get(FieldTripSeats).releaseUnpaid()).toBe(1);
    expect(await details(String(registration!.id))).toMatchObject({
      balanceDue: '150.00',
      fieldTripSeat: { status: 'waiting' },
    });
    const notices = (await releaseNotices()).slice(noticesBefore);
    expect(notices.map((notice) => [notice.recipient, notice.language])).toEqual([[email, 'fr']]);
    const notice = await eventually(() => {
      const found = t.sink.to(email).find((mail) => mail.subject === releaseSubjects.fr(reference));
      expect(found).toBeDefined();
      return found!;
    });
    expect(notice.text).toContain("n'avait pas été payée à la fin du lundi 15 septembre 2025");
    expect(notice.text).toContain(
      "Les frais de l'excursion ne sont plus dus : ils ont été retirés du montant de votre inscription.",
    );
    expect(notice.text).toContain('150,00');

    expect(await t.app.get(FieldTripSeats).releaseUnpaid()).toBe(0);
    expect((await releaseNotices()).slice(noticesBefore)).toHaveLength(1);
    t.setNow('2025-07-15T10:00:00+03:00');
  });
});
