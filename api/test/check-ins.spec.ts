import { inflateSync } from 'node:zlib';
import jsQRModule from 'jsqr';
import { extractText, getDocumentProxy } from 'unpdf';
import type { CheckInAnswer, CheckInSummary, DoorRegistration } from '@caawg11/conference';
import {
  bearer,
  createUser,
  insertPayment,
  insertRegistration,
  type TestUser,
} from './support/admin-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Undoes the PNG row filters (None, Sub, Up, Average, Paeth) of an image's deflated data. */
function unfilterPng(data: Buffer, width: number, height: number, channels: number): Uint8Array {
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const raw = data[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? pixels[(y - 1) * stride + x - channels]! : 0;
      const paeth = () => {
        const estimate = left + up - upLeft;
        const [a, b, c] = [left, up, upLeft].map((value) => Math.abs(estimate - value));
        return a! <= b! && a! <= c! ? left : b! <= c! ? up : upLeft;
      };
      const predictor = [0, left, up, Math.floor((left + up) / 2), paeth()][filter]!;
      pixels[y * stride + x] = (raw + predictor) & 0xff;
    }
  }
  return pixels;
}

/** The greyscale or RGB images a PDF embeds, as RGBA pixels. */
function embeddedImages(pdf: Buffer): { width: number; height: number; rgba: Uint8ClampedArray }[] {
  const text = pdf.toString('latin1');
  const images: { width: number; height: number; rgba: Uint8ClampedArray }[] = [];
  for (const match of text.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const dictionary = match[1]!;
    if (!/\/Subtype\s*\/Image/.test(dictionary)) continue;
    const width = Number(/\/Width\s+(\d+)/.exec(dictionary)?.[1]);
    const height = Number(/\/Height\s+(\d+)/.exec(dictionary)?.[1]);
    const length = Number(/\/Length\s+(\d+)/.exec(dictionary)?.[1]);
    const channels = /\/DeviceGray/.test(dictionary) ? 1 : 3;
    const start = match.index + match[0].length;
    const inflated = inflateSync(pdf.subarray(start, start + length));
    const pixels = /\/Predictor\s+1[0-5]/.test(dictionary)
      ? unfilterPng(inflated, width, height, channels)
      : inflated;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++)
        rgba[i * 4 + c] = pixels[i * channels + (channels === 3 ? c : 0)]!;
      rgba[i * 4 + 3] = 255;
    }
    images.push({ width, height, rgba });
  }
  return images;
}

async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

// jsqr is CommonJS whose typings declare an ES default export; Node hands over module.exports.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/** What the QR codes of a PDF's images hold. */
function qrCodesIn(pdf: Buffer): string[] {
  return embeddedImages(pdf)
    .map((image) => jsQR(image.rgba, image.width, image.height)?.data)
    .filter((data): data is string => typeof data === 'string');
}

describe('badges and check-in at the door', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let volunteer: TestUser;
  let secondVolunteer: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '100000' } });
    testApp.setNow('2025-10-01T07:30:00Z');
    admin = await createUser(testApp, 'admin');
    volunteer = await createUser(testApp, 'check-in');
    secondVolunteer = await createUser(testApp, 'check-in');
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function paidRegistration(fixture: Parameters<typeof insertRegistration>[1] = {}) {
    const id = await insertRegistration(testApp, {
      paymentStatus: 'verified',
      feeUsd: 150,
      ...fixture,
    });
    await insertPayment(testApp, id, { status: 'verified', amount: 150 });
    return id;
  }

  async function referenceOf(id: string): Promise<string> {
    const [rows] = await testApp.db.query('SELECT reference FROM registrations WHERE id = ?', [id]);
    return (rows as { reference: string }[])[0]!.reference;
  }

  async function badgePdf(id: string, user: TestUser = admin): Promise<Buffer> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/registrations/${id}/badge`,
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return response.rawPayload;
  }

  async function badgeCode(id: string): Promise<string> {
    const codes = qrCodesIn(await badgePdf(id));
    expect(codes).toHaveLength(1);
    return codes[0]!;
  }

  function scan(body: Record<string, unknown>, user: TestUser = volunteer) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/admin/check-ins',
      headers: bearer(user.token),
      payload: body,
    });
  }

  async function scanned(body: Record<string, unknown>, user: TestUser = volunteer) {
    const response = await scan(body, user);
    expect(response.statusCode).toBe(200);
    return response.json<CheckInAnswer>();
  }

  async function checkInRows(id: string): Promise<number> {
    const [rows] = await testApp.db.query(
      'SELECT COUNT(*) AS n FROM check_ins WHERE registration_id = ?',
      [id],
    );
    return Number((rows as { n: number }[])[0]!.n);
  }

  it("prints the badge's name and a QR whose code checks the delegate in, then says already-checked-in with the first time and who", async () => {
    const id = await paidRegistration({ firstName: 'Nakato', otherNames: 'Birungi' });
    const pdf = await badgePdf(id);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(pdf)).toContain('Nakato Birungi');
    const code = await badgeCode(id);
    expect(code).not.toContain('Nakato');

    const first = await scanned({ code, nonce: 'scan-1' });
    expect(first).toMatchObject({
      outcome: 'checked-in',
      occasion: '2025-10-01',
      checkedInBy: volunteer.email,
      checkedInAt: '2025-10-01T07:30:00.000Z',
      registration: {
        reference: await referenceOf(id),
        name: 'Nakato Birungi',
        registrationType: 'Non-member',
        paid: true,
        balanceDue: '0.00',
      },
    });

    testApp.setNow('2025-10-01T08:00:00Z');
    const second = await scanned({ code }, secondVolunteer);
    expect(second.outcome).toBe('already-checked-in');
    expect(second.checkedInAt).toBe('2025-10-01T07:30:00.000Z');
    expect(second.checkedInBy).toBe(volunteer.email);
    expect(await checkInRows(id)).toBe(1);
    testApp.setNow('2025-10-01T07:30:00Z');
  });

  it('holds the name in the PDF text, as the badge name the organiser set', async () => {
    const id = await paidRegistration({ firstName: 'Aisha', otherNames: 'Mwangi' });
    const renamed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/registrations/${id}/badge/settings`,
      headers: bearer(admin.token),
      payload: { badgeName: 'Dr Aisha W. Mwangi' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ data: { printedName: string } }>().data.printedName).toBe(
      'Dr Aisha W. Mwangi',
    );
    const pdf = await badgePdf(id);
    const text = await pdfText(pdf);
    expect(text).toContain('Dr Aisha W. Mwangi');
    expect(text).toContain('Makerere University');
    expect(text).toContain('Uganda');
    expect(text).toContain('DELEGATE');
    const answer = await scanned({ code: qrCodesIn(pdf)[0]! });
    expect(answer.registration?.name).toBe('Dr Aisha W. Mwangi');
    const [audit] = await testApp.db.query(
      "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'badge.name-changed' AND entity_id = ?",
      [id],
    );
    expect(Number((audit as { n: number }[])[0]!.n)).toBe(1);
  });

  it('checks in by a typed reference, case and spaces forgiven', async () => {
    const id = await paidRegistration();
    const reference = await referenceOf(id);
    const number = Number(reference.split('-')[1]);
    const answer = await scanned({ code: `  caawg11 ${String(number).padStart(4, '0')} ` });
    expect(answer.outcome).toBe('checked-in');
    expect(answer.registration?.reference).toBe(reference);
    expect((await scanned({ code: `CAAWG11-${number}` })).outcome).toBe('already-checked-in');
  });

  it('says not-paid with the balance for nothing paid and for part paid', async () => {
    const unpaid = await insertRegistration(testApp, { paymentStatus: 'pending', feeUsd: 150 });
    const nothing = await scanned({ code: await referenceOf(unpaid) });
    expect(nothing.outcome).toBe('not-paid');
    expect(nothing.registration).toMatchObject({ paid: false, balanceDue: '150.00' });
    expect(nothing.checkedInAt).toBeNull();

    const part = await insertRegistration(testApp, { paymentStatus: 'verified', feeUsd: 150 });
    await insertPayment(testApp, part, { status: 'verified', amount: 100 });
    const partAnswer = await scanned({ code: await referenceOf(part) });
    expect(partAnswer.outcome).toBe('not-paid');
    expect(partAnswer.registration?.balanceDue).toBe('50.00');
    expect(await checkInRows(unpaid)).toBe(0);
    expect(await checkInRows(part)).toBe(0);
  });

  it('says cancelled for a cancelled registration', async () => {
    const id = await paidRegistration();
    await testApp.db.query('UPDATE registrations SET cancelled_at = NOW(3) WHERE id = ?', [id]);
    expect((await scanned({ code: await badgeCode(id) })).outcome).toBe('cancelled');
    expect(await checkInRows(id)).toBe(0);
  });

  it('says unknown for a forged, altered or never-issued code and for a reference nobody has', async () => {
    const id = await paidRegistration();
    const code = await badgeCode(id);
    const altered = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
    const otherRegistration = code.replace(/^B\.\d+\./, `B.${Number(id) + 1000}.`);
    const futureVersion = code.replace(/^(B\.\d+)\.1\./, '$1.2.');
    for (const forged of [
      altered,
      otherRegistration,
      futureVersion,
      'B.1.1.AAAAAAAAAAAAAAAAAAAAAA',
      'CAAWG11-9999',
      'hello',
    ]) {
      const answer = await scanned({ code: forged });
      expect({ forged, outcome: answer.outcome, registration: answer.registration }).toEqual({
        forged,
        outcome: 'unknown',
        registration: null,
      });
    }
    expect(await checkInRows(id)).toBe(0);
  });

  it('re-issues a badge: the old code answers revoked, the new one checks in, and the audit log has it', async () => {
    const id = await paidRegistration();
    const oldCode = await badgeCode(id);
    const reissued = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/registrations/${id}/badge/reissue`,
      headers: bearer(admin.token),
    });
    expect(reissued.statusCode).toBe(200);
    const newCode = await badgeCode(id);
    expect(newCode).not.toBe(oldCode);
    expect((await scanned({ code: oldCode })).outcome).toBe('revoked');
    expect((await scanned({ code: newCode })).outcome).toBe('checked-in');
    const [audit] = await testApp.db.query(
      "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'badge.reissued' AND entity_id = ?",
      [id],
    );
    expect(Number((audit as { n: number }[])[0]!.n)).toBe(1);
  });

  it('answers revoked to the typed reference of a re-issued badge, as to the old code, and checks nobody in', async () => {
    const id = await paidRegistration();
    const reference = await referenceOf(id);
    const reissued = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/registrations/${id}/badge/reissue`,
      headers: bearer(admin.token),
    });
    expect(reissued.statusCode).toBe(200);
    const typed = await scanned({ code: reference.toLowerCase().replace('-', ' ') });
    expect(typed.outcome).toBe('revoked');
    expect(typed.registration?.reference).toBe(reference);
    expect(typed.checkInId).toBeNull();
    expect(await checkInRows(id)).toBe(0);
    expect((await scanned({ code: await badgeCode(id) })).outcome).toBe('checked-in');
  });

  it('gives the same answer to the same nonce twice and records one check-in', async () => {
    const id = await paidRegistration();
    const code = await badgeCode(id);
    const first = await scanned({ code, nonce: 'phone-a-0001' });
    const retry = await scanned({ code, nonce: 'phone-a-0001' });
    expect(first.outcome).toBe('checked-in');
    expect(retry).toEqual(first);
    expect((await scanned({ code, nonce: 'phone-a-0002' })).outcome).toBe('already-checked-in');
    expect(await checkInRows(id)).toBe(1);
  });

  it("keeps each account's nonces its own: another volunteer's scan with the same nonce is a new scan", async () => {
    const first = await paidRegistration();
    const second = await paidRegistration();
    const mine = await scanned({ code: await badgeCode(first), nonce: 'phone-0001' });
    expect(mine.outcome).toBe('checked-in');
    const theirs = await scanned(
      { code: await badgeCode(second), nonce: 'phone-0001' },
      secondVolunteer,
    );
    expect(theirs.outcome).toBe('checked-in');
    expect(theirs.registration?.reference).toBe(await referenceOf(second));
    expect(theirs.checkedInBy).toBe(secondVolunteer.email);
    expect(await checkInRows(second)).toBe(1);
    expect(await scanned({ code: await badgeCode(first), nonce: 'phone-0001' })).toEqual(mine);
  });

  it('lets exactly one of many simultaneous first scans check in, the same nonce sent at once included', async () => {
    const id = await paidRegistration();
    const code = await badgeCode(id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        scanned({ code, nonce: `race-${n}` }, n % 2 ? volunteer : secondVolunteer),
      ),
    );
    const outcomes = answers.map((answer) => answer.outcome);
    expect(outcomes.filter((outcome) => outcome === 'checked-in')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already-checked-in')).toHaveLength(7);
    const times = new Set(answers.map((answer) => answer.checkedInAt));
    expect(times.size).toBe(1);
    expect(await checkInRows(id)).toBe(1);

    const other = await paidRegistration();
    const reference = await referenceOf(other);
    const same = await Promise.all(
      Array.from({ length: 4 }, () => scanned({ code: reference, nonce: 'one-nonce' })),
    );
    for (const answer of same) expect(answer).toEqual(same[0]);
    expect(same[0]!.registration?.reference).toBe(reference);
    expect(await checkInRows(other)).toBe(1);
  });

  it('answers 400 with a message for empty, over-long, binary or badly shaped input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Scan a badge or type a registration reference.'],
      [{ code: '' }, 'Scan a badge or type a registration reference.'],
      [{ code: '   ' }, 'Scan a badge or type a registration reference.'],
      [{ code: 42 }, 'Scan a badge or type a registration reference.'],
      [{ code: 'x'.repeat(201) }, 'A badge code or reference has at most 200 characters.'],
      [{ code: 'B.1.1.\u0000\u0001' }, 'This code holds characters no badge or reference has.'],
      [
        { code: 'CAAWG11-0001', nonce: 'has spaces' },
        'The scan id must be 1 to 64 letters, digits, dashes or underscores.',
      ],
      [
        { code: 'CAAWG11-0001', day: '2025-10-04' },
        'The day must be one of 2025-10-01, 2025-10-02, 2025-10-03.',
      ],
      [{ code: 'CAAWG11-0001', event: 'gala' }, 'The event must be field-trip.'],
      [
        { code: 'CAAWG11-0001', day: '2025-10-02', event: 'field-trip' },
        'Give either a day or an event, not both.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await scan(body);
      expect({
        body,
        status: response.statusCode,
        message: response.json<{ message: string }>().message,
      }).toEqual({
        body,
        status: 400,
        message,
      });
    }
    const binary = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/check-ins',
      headers: { ...bearer(volunteer.token), 'content-type': 'application/json' },
      payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]),
    });
    expect(binary.statusCode).toBe(400);
  });

  it('checks in once per day, the day of the clock by default, and for the field trip only those who chose it', async () => {
    const id = await paidRegistration({ fieldTrip: false });
    const code = await badgeCode(id);
    testApp.setNow('2025-10-02T06:00:00Z');
    const dayTwo = await scanned({ code });
    expect(dayTwo).toMatchObject({ outcome: 'checked-in', occasion: '2025-10-02' });
    expect((await scanned({ code, day: '2025-10-01' })).outcome).toBe('checked-in');
    expect((await scanned({ code, day: '2025-10-02' })).outcome).toBe('already-checked-in');
    expect((await scanned({ code, event: 'field-trip' })).outcome).toBe('not-on-field-trip');
    testApp.setNow('2025-09-15T06:00:00Z');
    expect((await scanned({ code })).occasion).toBe('2025-10-01');
    testApp.setNow('2025-10-01T07:30:00Z');

    const traveller = await paidRegistration({ fieldTrip: true });
    const travellerCode = await badgeCode(traveller);
    expect((await scanned({ code: travellerCode, event: 'field-trip' })).outcome).toBe(
      'checked-in',
    );
    expect((await scanned({ code: travellerCode, event: 'field-trip' })).outcome).toBe(
      'already-checked-in',
    );
    expect(await checkInRows(id)).toBe(2);
  });

  it("lets an organiser undo a check-in, audited, and refuses the volunteer's undo", async () => {
    const id = await paidRegistration();
    const answer = await scanned({ code: await badgeCode(id) });
    const url = `/api/admin/check-ins/${answer.checkInId}`;
    const refused = await testApp.app.inject({
      method: 'DELETE',
      url,
      headers: bearer(volunteer.token),
    });
    expect(refused.statusCode).toBe(403);
    const undone = await testApp.app.inject({
      method: 'DELETE',
      url,
      headers: bearer(admin.token),
    });
    expect(undone.statusCode).toBe(200);
    expect(await checkInRows(id)).toBe(0);
    const again = await testApp.app.inject({ method: 'DELETE', url, headers: bearer(admin.token) });
    expect(again.statusCode).toBe(404);
    const [audit] = await testApp.db.query(
      "SELECT actor_email FROM audit_log WHERE action = 'check-in.undone' AND entity_id = ?",
      [id],
    );
    expect(audit).toEqual([{ actor_email: admin.email }]);
    expect((await scanned({ code: await badgeCode(id) })).outcome).toBe('checked-in');
  });

  it('counts those checked in of those expected, live', async () => {
    const before = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/check-ins/summary?day=2025-10-03',
      headers: bearer(volunteer.token),
    });
    expect(before.statusCode).toBe(200);
    const summary = before.json<CheckInSummary>();
    expect(summary.checkedIn).toBe(0);
    const [rows] = await testApp.db.query(
      "SELECT COUNT(*) AS n FROM registrations WHERE payment_status = 'verified' AND cancelled_at IS NULL",
    );
    expect(summary.expected).toBe(Number((rows as { n: number }[])[0]!.n));
    const id = await paidRegistration();
    await scanned({ code: await badgeCode(id), day: '2025-10-03' });
    const after = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/check-ins/summary?day=2025-10-03',
      headers: bearer(volunteer.token),
    });
    expect(after.json<CheckInSummary>()).toEqual({
      occasion: '2025-10-03',
      checkedIn: 1,
      expected: summary.expected + 1,
    });
  });

  it('finds a delegate without a badge by name, with the door fields only', async () => {
    await paidRegistration({ firstName: 'Wanjiru', otherNames: 'Kamau', email: 'wk@example.org' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/check-ins/search?q=wanjiru%20kam',
      headers: bearer(volunteer.token),
    });
    expect(response.statusCode).toBe(200);
    const found = response.json<{ data: DoorRegistration[] }>().data;
    expect(found).toHaveLength(1);
    expect(Object.keys(found[0]!).sort()).toEqual(
      ['balanceDue', 'fieldTrip', 'id', 'name', 'paid', 'reference', 'registrationType'].sort(),
    );
    expect(JSON.stringify(found)).not.toContain('wk@example.org');
    const tooShort = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/check-ins/search?q=w',
      headers: bearer(volunteer.token),
    });
    expect(tooShort.statusCode).toBe(400);
  });

  it('prints every badge of a filter on A4 sheets or one a page, each QR a code the door accepts', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const since = new Date().toISOString();
    await paidRegistration({ participantCategory: 'member' });
    const student = { participantCategory: 'student' as const, feeUsd: 50 };
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) {
      const id = await insertRegistration(testApp, { paymentStatus: 'verified', ...student });
      await insertPayment(testApp, id, { status: 'verified', amount: 50 });
      ids.push(id);
    }
    const sheet = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/badges?paymentStatus=verified&participantCategory=student&checkedIn=no&changedSince=${encodeURIComponent(since)}&layout=a4-sheet`,
      headers: bearer(admin.token),
    });
    expect(sheet.statusCode).toBe(200);
    const sheetCodes = qrCodesIn(sheet.rawPayload);
    expect(sheetCodes).toHaveLength(3);
    expect((sheet.rawPayload.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length).toBe(1);
    const onePerPage = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/badges?paymentStatus=verified&participantCategory=student&checkedIn=no&changedSince=${encodeURIComponent(since)}&layout=one-per-page`,
      headers: bearer(admin.token),
    });
    expect(
      (onePerPage.rawPayload.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length,
    ).toBe(3);
    for (const code of sheetCodes) expect((await scanned({ code })).outcome).toBe('checked-in');
    for (const id of ids) expect(await checkInRows(id)).toBe(1);
    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/badges?layout=poster',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the check-in role to the door: every other admin route answers 403', async () => {
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/registrations',
      headers: bearer(volunteer.token),
    });
    expect(refused.statusCode).toBe(403);
    const badge = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/badges',
      headers: bearer(volunteer.token),
    });
    expect(badge.statusCode).toBe(403);
  });
});
