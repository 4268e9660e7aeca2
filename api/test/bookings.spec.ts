import type { RowDataPacket } from 'mysql2/promise';
import { messages } from '@caawg11/conference';
import { solvedCaptcha } from './support/captcha.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const valid = {
  fullName: 'Fatima Diallo',
  email: 'fatima.diallo@example.sn',
  phone: '+221 77 000 00 00',
  nationality: 'Senegalese',
  accommodationType: '2-Bedroom Apartment',
  sharingPreference: 'Willing to share',
  checkInDate: '2025-09-30',
  checkOutDate: '2025-10-05',
  specialRequests: '',
};

describe('POST /api/bookings.php', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await testApp.db.query('DELETE FROM outbox_messages');
    await testApp.db.query('DELETE FROM bookings');
  });

  async function post(body: Record<string, unknown>, withCaptcha = true) {
    const payload = withCaptcha
      ? { ...body, recaptchaToken: await solvedCaptcha(testApp.app) }
      : body;
    return testApp.app.inject({ method: 'POST', url: '/api/bookings.php', payload });
  }

  async function rows(table: string): Promise<RowDataPacket[]> {
    const [result] = await testApp.db.query<RowDataPacket[]>(`SELECT * FROM ${table} ORDER BY id`);
    return result;
  }

  async function expectNothingStored(): Promise<void> {
    expect(await rows('bookings')).toHaveLength(0);
    expect(await rows('outbox_messages')).toHaveLength(0);
  }

  it('answers an unsolved robot check alike for an address seen before and a new one', async () => {
    expect((await post(valid)).statusCode).toBe(201);
    const answer = async (email: string) => {
      const response = await post(
        { ...valid, email, recaptchaToken: Buffer.from('{"challenge":{}}').toString('base64') },
        false,
      );
      const { requestId: _requestId, ...body } = response.json<Record<string, unknown>>();
      return { status: response.statusCode, body };
    };
    const seen = await answer(valid.email);
    expect(seen).toEqual(await answer('someone.new@example.org'));
    expect(seen.status).toBe(400);
    expect(await rows('bookings')).toHaveLength(1);
  });

  it('stores the booking request with the guest\u2019s and the logistics team\u2019s e-mails', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: messages.bookingSuccess });
    const [booking] = await rows('bookings');
    expect(booking).toMatchObject({
      full_name: 'Fatima Diallo',
      email: 'fatima.diallo@example.sn',
      nationality: 'Senegalese',
      accommodation_type: '2-Bedroom Apartment',
      sharing_preference: 'Willing to share',
      special_requests: null,
      status: 'new',
    });
    const [dates] = await testApp.db.query<RowDataPacket[]>(
      "SELECT DATE_FORMAT(check_in_date, '%Y-%m-%d') AS checkIn, DATE_FORMAT(check_out_date, '%Y-%m-%d') AS checkOut FROM bookings",
    );
    expect(dates[0]).toEqual({ checkIn: '2025-09-30', checkOut: '2025-10-05' });
    const mails = await rows('outbox_messages');
    expect(mails.map((mail): unknown[] => [mail.template, mail.recipient, mail.reply_to])).toEqual([
      ['booking-received', 'fatima.diallo@example.sn', null],
      ['booking-notice', testApp.config.MAIL_LOGISTICS, 'fatima.diallo@example.sn'],
    ]);
    expect(mails[1]!.payload).toMatchObject({ specialRequests: '', checkOutDate: '2025-10-05' });
  });

  it('applies the form defaults for accommodation type and sharing preference', async () => {
    const response = await post({ ...valid, accommodationType: '', sharingPreference: undefined });
    expect(response.statusCode).toBe(201);
    expect((await rows('bookings'))[0]).toMatchObject({
      accommodation_type: '3-Bedroom Apartment',
      sharing_preference: 'No preference',
    });
  });

  describe('refuses with HTTP 400 and stores nothing', () => {
    it.each([
      ['fullName', messages.booking.fullName],
      ['email', messages.booking.email],
      ['phone', messages.booking.phone],
      ['nationality', messages.booking.nationality],
      ['checkInDate', messages.booking.checkInDate],
      ['checkOutDate', messages.booking.checkOutDate],
    ])('a blank %s', async (field, message) => {
      const response = await post({ ...valid, [field]: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message,
        errors: { [field]: message },
      });
      await expectNothingStored();
    });

    it('a malformed e-mail address', async () => {
      const response = await post({ ...valid, email: 'fatima@' });
      expect(response.json().errors).toEqual({ email: messages.booking.invalidEmail });
      await expectNothingStored();
    });

    it.each(['2025-10-05', '2025-10-01'])('check-out %s not after check-in', async (checkOut) => {
      const response = await post({ ...valid, checkInDate: '2025-10-05', checkOutDate: checkOut });
      expect(response.json().errors).toEqual({
        checkOutDate: messages.booking.checkOutAfterCheckIn,
      });
      await expectNothingStored();
    });

    it('a date that is not a calendar date', async () => {
      const response = await post({ ...valid, checkInDate: '2025-02-30' });
      expect(response.json().errors).toEqual({ checkInDate: messages.invalidDate });
      await expectNothingStored();
    });

    it.each([
      ['accommodationType', 'Penthouse'],
      ['sharingPreference', 'Anything'],
    ])('%s outside its list', async (field, value) => {
      const response = await post({ ...valid, [field]: value });
      expect(response.json().errors).toEqual({ [field]: messages.invalidChoice });
      await expectNothingStored();
    });

    it('no robot-check payload, with the booking form\u2019s own message', async () => {
      const response = await post(valid, false);
      expect(response.json().errors).toEqual({ recaptchaToken: messages.booking.captcha });
      await expectNothingStored();
    });

    it('a robot-check payload used before', async () => {
      const token = await solvedCaptcha(testApp.app);
      const first = await post({ ...valid, recaptchaToken: token }, false);
      expect(first.statusCode).toBe(201);
      await testApp.db.query('DELETE FROM outbox_messages');
      await testApp.db.query('DELETE FROM bookings');
      const replay = await post({ ...valid, recaptchaToken: token }, false);
      expect(replay.statusCode).toBe(400);
      expect(replay.json().errors).toEqual({ recaptchaToken: messages.captchaInvalid });
      await expectNothingStored();
    });
  });
});
