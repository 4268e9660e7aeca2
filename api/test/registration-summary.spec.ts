import { DataSource } from 'typeorm';
import type { RowDataPacket } from 'mysql2/promise';
import {
  participantCategories,
  revenueGroupOf,
  revenueGroups,
  type DashboardStatistics,
  type PaymentStatus,
  type RevenueGroup,
} from '@caawg11/conference';
import { AccessLinksService } from '../src/registrations-and-money/access-links/access-links.service.js';
import { TransferBookingService } from '../src/registrations-and-money/bank-statements/transfer-booking.service.js';
import { RegistrationRepository } from '../src/registrations-and-money/registrations/index.js';
import {
  moveInSummary,
  summaryEntry,
  summarySlots,
} from '../src/registrations-and-money/registrations/registration-summary.js';
import { bearer, createUser, rows, type TestUser } from './support/admin-fixtures.js';
import { solvedCaptcha } from './support/captcha.js';
import { multipartBody } from './support/multipart.js';
import { registrationFields } from './support/registration-fields.js';
import { sampleFiles } from './support/sample-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** A small seeded generator, so a failing sequence can be replayed with SUMMARY_SEED. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dimensions = `payment_status, participant_category, participation_type, presentation_type,
  field_trip, pending_payment`;

/** The summary's rows with their slots added up; combinations that add up to nothing left out. */
async function summarised(testApp: TestApp): Promise<RowDataPacket[]> {
  return rows(
    testApp,
    `SELECT ${dimensions}, SUM(registrations) AS registrations, SUM(fee_usd) AS fee
       FROM registration_summary
      GROUP BY ${dimensions}
     HAVING SUM(registrations) <> 0 OR SUM(fee_usd) <> 0
      ORDER BY ${dimensions}`,
  );
}

/** The same figures counted from every registration and its payments. */
async function recounted(testApp: TestApp): Promise<RowDataPacket[]> {
  return rows(
    testApp,
    `SELECT ${dimensions}, SUM(registrations) AS registrations, SUM(fee) AS fee
       FROM (SELECT r.payment_status, r.participant_category, r.participation_type,
                    COALESCE(r.presentation_type, '') AS presentation_type, r.field_trip,
                    EXISTS (SELECT 1 FROM payments p
                             WHERE p.registration_id = r.id AND p.status = 'pending')
                      AS pending_payment,
                    1 AS registrations, r.fee_usd AS fee
               FROM registrations r) AS registration
      GROUP BY ${dimensions}
      ORDER BY ${dimensions}`,
  );
}

/** The dashboard's figures by the scan it used to make over every registration. */
async function scannedStatistics(
  testApp: TestApp,
): Promise<Omit<DashboardStatistics, 'recentRegistrations' | 'totalAbstracts'>> {
  const [totals] = await rows(
    testApp,
    `SELECT COUNT(*) AS total,
            COALESCE(SUM(payment_status = 'verified'), 0) AS verified,
            COALESCE(SUM(CASE WHEN payment_status = 'verified' THEN fee_usd ELSE 0 END), 0) AS revenue,
            COALESCE(SUM(field_trip = 1), 0) AS fieldTrip,
            COALESCE(SUM(participation_type = 'presenter' AND presentation_type = 'oral'), 0) AS oral,
            COALESCE(SUM(participation_type = 'presenter' AND presentation_type = 'poster'), 0) AS poster,
            ${participantCategories
              .map(
                (_category, index) =>
                  `COALESCE(SUM(participant_category = ?), 0) AS category${index}`,
              )
              .join(',\n            ')}
       FROM registrations`,
    [...participantCategories],
  );
  const [pending] = await rows(
    testApp,
    `SELECT COUNT(DISTINCT p.registration_id) AS pending
       FROM payments p JOIN registrations r ON r.id = p.registration_id
      WHERE p.status = 'pending' AND r.payment_status <> 'verified'`,
  );
  const n = (value: unknown) => Number(value ?? 0);
  return {
    totalRegistrations: n(totals?.total),
    verifiedPayments: n(totals?.verified),
    pendingPayments: n(pending?.pending),
    totalRevenue: n(totals?.revenue),
    registrationTypeBreakdown: participantCategories.reduce(
      (groups, category, index) => {
        groups[revenueGroupOf(category)] += n(totals?.[`category${index}`]);
        return groups;
      },
      Object.fromEntries(revenueGroups.map((group) => [group, 0])) as Record<RevenueGroup, number>,
    ),
    presentationTypes: { oral: n(totals?.oral), poster: n(totals?.poster) },
    fieldTripAttendance: n(totals?.fieldTrip),
  };
}

/**
 * The registration summary against a full recount, after writes through every path that
 * changes what it counts: registrations, status changes, edits, payment proofs, verifications,
 * rejections, payments recorded by staff and bank transfers booked.
 */
describe('registration summary', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let sequence = 0;
  const seed = Number(process.env.SUMMARY_SEED ?? 20251124);
  const random = generator(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const statuses: PaymentStatus[] = ['pending', 'verified', 'rejected'];

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
        PROOF_FILES_PER_LINK: '1000',
        PROOF_FILES_PER_REGISTRATION: '1000',
        PROOF_MB_PER_LINK: '1000',
        PROOF_MB_PER_REGISTRATION: '1000',
      },
    });
    testApp.setNow('2025-07-15T10:00:00+03:00');
    admin = await createUser(testApp, 'admin');
  });

  afterAll(async () => {
    await testApp.close();
  });

  function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
    return testApp.app.inject({
      method,
      url,
      headers: bearer(admin.token),
      ...(payload ? { payload } : {}),
    });
  }

  function expectOk(response: { statusCode: number; body: string }, what: string): void {
    expect(
      `${what}: ${response.statusCode} ${response.statusCode < 300 ? '' : response.body}`,
    ).toBe(`${what}: ${response.statusCode} `);
  }

  async function register(): Promise<void> {
    const category = pick(participantCategories);
    const presenter = random() < 0.5;
    const fields = registrationFields({
      email: `summary-${++sequence}@example.org`,
      participantCategory: category,
      participationType: presenter ? 'presenter' : 'attendee',
      ...(presenter ? { presentationType: pick(['oral', 'poster']) } : {}),
      fieldTrip: random() < 0.4 ? 'Yes' : 'No',
      recaptchaToken: await solvedCaptcha(testApp.app),
    });
    const file =
      category === 'student'
        ? {
            field: 'studentIdFile',
            filename: 'student-id.pdf',
            contentType: 'application/pdf',
            content: sampleFiles.pdf(),
          }
        : undefined;
    const body = multipartBody(fields, file);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/registration.php',
      payload: body.payload,
      headers: body.headers,
    });
    expectOk(response, `register ${category}`);
  }

  async function registrationIds(): Promise<string[]> {
    return (await rows(testApp, 'SELECT id FROM registrations ORDER BY id')).map((row) =>
      String(row.id),
    );
  }

  async function pendingPaymentIds(): Promise<string[]> {
    return (
      await rows(testApp, "SELECT id FROM payments WHERE status = 'pending' ORDER BY id")
    ).map((row) => String(row.id));
  }

  async function changeStatus(id: string): Promise<void> {
    const [current] = await rows(testApp, 'SELECT payment_status FROM registrations WHERE id = ?', [
      id,
    ]);
    const status = pick(statuses.filter((candidate) => candidate !== current?.payment_status));
    expectOk(
      await call('PUT', `/api/admin/registrations/${id}/status`, { status }),
      `status ${status}`,
    );
  }

  async function edit(id: string): Promise<void> {
    const [current] = await rows(testApp, 'SELECT email FROM registrations WHERE id = ?', [id]);
    const presenter = random() < 0.5;
    expectOk(
      await call('PUT', `/api/admin/registrations/${id}`, {
        title: 'Dr.',
        otherTitle: '',
        firstName: 'Grace',
        otherNames: 'Atuhaire',
        gender: 'Female',
        email: String(current?.email),
        phone: '+256 772 000 111',
        country: 'Uganda',
        city: 'Kampala',
        institution: 'Makerere University',
        participantCategory: pick(participantCategories),
        participationType: presenter ? 'presenter' : 'attendee',
        presentationType: presenter ? pick(['oral', 'poster']) : '',
        fieldTrip: random() < 0.5 ? 'Yes' : 'No',
      }),
      'edit',
    );
  }

  async function uploadProof(id: string): Promise<void> {
    const issued = await testApp.app
      .get(DataSource)
      .transaction((manager) => testApp.app.get(AccessLinksService).issue(manager, id));
    const token = new URL(issued.link).searchParams.get('token')!;
    const body = multipartBody(
      {
        method: 'bank-transfer',
        reference: `TT-${++sequence}`,
        amount: '100.00',
        paymentDate: '2025-07-20',
      },
      {
        field: 'proofFile',
        filename: 'receipt.pdf',
        contentType: 'application/pdf',
        content: sampleFiles.pdf(),
      },
    );
    expectOk(
      await testApp.app.inject({
        method: 'POST',
        url: '/api/my-registration/payments',
        payload: body.payload,
        headers: { ...body.headers, 'x-access-token': token },
      }),
      'proof',
    );
  }

  async function settle(paymentId: string): Promise<void> {
    const response =
      random() < 0.5
        ? await call('PUT', `/api/admin/payments/${paymentId}/verify`)
        : await call('PUT', `/api/admin/payments/${paymentId}/reject`, { notes: 'Unreadable' });
    expectOk(response, 'settle');
  }

  async function record(id: string): Promise<void> {
    expectOk(
      await call('POST', `/api/admin/registrations/${id}/payments`, {
        method: 'other',
        reference: `Desk ${++sequence}`,
        amount: 50,
        paymentDate: '2025-07-01',
      }),
      'record',
    );
  }

  async function bookTransfer(id: string): Promise<void> {
    const registrations = testApp.app.get(RegistrationRepository);
    const booking = testApp.app.get(TransferBookingService);
    await registrations.transaction((manager) =>
      booking.book(
        manager,
        {
          registrationId: id,
          amountCents: pick([5000, 10000, 20000]),
          reference: `BANK-${++sequence}`,
          paymentDate: '2025-07-21',
        },
        { userId: admin.id, email: admin.email, clientAddress: null },
      ),
    );
  }

  async function expectSummaryAgrees(): Promise<void> {
    expect(await summarised(testApp)).toEqual(await recounted(testApp));
    const { data } = (await call('GET', '/api/admin/dashboard')).json<{
      data: DashboardStatistics;
    }>();
    const { recentRegistrations: _recent, totalAbstracts: _abstracts, ...statistics } = data;
    expect(statistics).toEqual(await scannedStatistics(testApp));
    // The registrations list takes its "of Z results" from the summary too.
    for (const status of [undefined, ...statuses]) {
      const listed = (
        await call('GET', `/api/admin/registrations${status ? `?paymentStatus=${status}` : ''}`)
      ).json<{ count: number }>().count;
      const [counted] = await rows(
        testApp,
        `SELECT COUNT(*) AS n FROM registrations${status ? ' WHERE payment_status = ?' : ''}`,
        status ? [status] : [],
      );
      expect({ status, count: listed }).toEqual({ status, count: Number(counted?.n) });
    }
  }

  it(`agrees with a recount after a few hundred random writes (seed ${seed})`, async () => {
    for (let index = 0; index < 40; index++) await register();
    const counts: Record<string, number> = {};
    for (let index = 0; index < 300; index++) {
      const ids = await registrationIds();
      const id = pick(ids);
      const pending = await pendingPaymentIds();
      const roll = random();
      const kind =
        roll < 0.1
          ? 'register'
          : roll < 0.3
            ? 'status'
            : roll < 0.45
              ? 'edit'
              : roll < 0.65
                ? 'proof'
                : roll < 0.85 && pending.length > 0
                  ? 'settle'
                  : roll < 0.92
                    ? 'record'
                    : 'booking';
      counts[kind] = (counts[kind] ?? 0) + 1;
      if (kind === 'register') await register();
      else if (kind === 'status') await changeStatus(id);
      else if (kind === 'edit') await edit(id);
      else if (kind === 'proof') await uploadProof(id);
      else if (kind === 'settle') await settle(pick(pending));
      else if (kind === 'record') await record(id);
      else await bookTransfer(id);
      if (index % 100 === 99) await expectSummaryAgrees();
    }
    // Every kind of write took part.
    expect(Object.keys(counts).sort()).toEqual(
      ['booking', 'edit', 'proof', 'record', 'register', 'settle', 'status'].sort(),
    );
    await expectSummaryAgrees();
  }, 300_000);

  it('loses no count when writes run at the same time', async () => {
    const ids = await registrationIds();
    // Settled first, so the proofs below are the only pending payments.
    for (const paymentId of await pendingPaymentIds()) await settle(paymentId);
    const writes: Array<() => Promise<void>> = [];
    for (let index = 0; index < 12; index++) writes.push(() => register());
    for (const id of ids.slice(0, 12)) writes.push(() => changeStatus(id));
    for (const id of ids.slice(12, 24)) writes.push(() => edit(id));
    for (const id of ids.slice(24, 36)) writes.push(() => uploadProof(id));
    await Promise.all(writes.map((write) => write()));
    await expectSummaryAgrees();

    const pending = await pendingPaymentIds();
    await Promise.all([
      ...pending.map((paymentId) => settle(paymentId)),
      ...ids.slice(0, 12).map((id) => record(id)),
      ...ids.slice(12, 24).map((id) => bookTransfer(id)),
    ]);
    await expectSummaryAgrees();
  }, 300_000);

  it('counts every one of many concurrent moves into the same combination', async () => {
    const entry = summaryEntry(
      {
        paymentStatus: 'rejected',
        participantCategory: 'affiliate-member',
        participationType: 'presenter',
        presentationType: 'poster',
        fieldTrip: true,
        feeUsd: 0.01,
      },
      true,
    );
    const combination = async () => {
      const [row] = await rows(
        testApp,
        `SELECT COALESCE(SUM(registrations), 0) AS registrations,
                COALESCE(SUM(fee_usd), 0) * 100 AS cents
           FROM registration_summary
          WHERE payment_status = 'rejected' AND participant_category = 'affiliate-member'
            AND participation_type = 'presenter' AND presentation_type = 'poster'
            AND field_trip = 1 AND pending_payment = 1`,
      );
      return { registrations: Number(row?.registrations), cents: Number(row?.cents) };
    };
    const before = await combination();
    const moves = summarySlots * 4;
    const dataSource = testApp.app.get(DataSource);
    // More moves than slots, each holding its transaction open a moment, on the pool's
    // connections at once: several add to the same row while another holds it.
    await Promise.all(
      Array.from({ length: moves }, () =>
        dataSource.transaction(async (manager) => {
          await moveInSummary(manager, null, entry);
          await manager.query('DO SLEEP(0.01)');
        }),
      ),
    );
    const after = await combination();
    expect({
      registrations: after.registrations - before.registrations,
      cents: after.cents - before.cents,
    }).toEqual({ registrations: moves, cents: moves });
  });
});
