import type { RowDataPacket } from 'mysql2/promise';
import { messages, type RegistrationResult } from '@caawg11/conference';
import { solvedCaptcha } from './support/captcha.js';
import { multipartBody, partOrders, type FilePart, type PartOrder } from './support/multipart.js';
import { emptyDir, filesUnder, sampleFiles } from './support/sample-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const earlyBirdDay = '2025-07-15T10:00:00+03:00';

function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Dr.',
    firstName: 'Grace',
    otherNames: 'Atuhaire',
    gender: 'Female',
    email: 'Grace.Atuhaire@Example.org',
    phone: '+256 772 000 111',
    country: 'Uganda',
    city: 'Kampala',
    institution: 'Makerere University',
    participationType: 'presenter',
    presentationType: 'oral',
    participantCategory: 'non-member',
    fieldTrip: 'Yes',
    marketingConsent: 'false',
    paymentConfirmation: 'true',
    programConsent: 'true',
    emailConsent: 'false',
    ...overrides,
  };
}

function studentId(content: Buffer, filename = 'student-id.pdf'): FilePart {
  return { field: 'studentIdFile', filename, contentType: 'application/pdf', content };
}

describe('POST /api/registration.php', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    testApp.setNow(earlyBirdDay);
    await testApp.db.query('DELETE FROM outbox_messages');
    await testApp.db.query('DELETE FROM registrations');
    await testApp.db.query('DELETE FROM stored_files');
    emptyDir(testApp.config.FILE_STORAGE_DIR);
  });

  async function post(
    fields: Record<string, string>,
    file?: FilePart,
    withCaptcha = true,
    order: PartOrder = 'fields-first',
  ) {
    const token = withCaptcha ? await solvedCaptcha(testApp.app) : undefined;
    const body = multipartBody(token ? { ...fields, recaptchaToken: token } : fields, file, order);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/registration.php',
      payload: body.payload,
      headers: body.headers,
    });
  }

  async function rows(table: string): Promise<RowDataPacket[]> {
    const [result] = await testApp.db.query<RowDataPacket[]>(`SELECT * FROM ${table} ORDER BY id`);
    return result;
  }

  async function expectNothingStored(): Promise<void> {
    expect(await rows('registrations')).toHaveLength(0);
    expect(await rows('stored_files')).toHaveLength(0);
    expect(await rows('outbox_messages')).toHaveLength(0);
    expect(filesUnder(testApp.config.FILE_STORAGE_DIR)).toEqual([]);
  }

  it('stores a registration with the early-bird fee, its reference and the confirmation e-mail', async () => {
    const response = await post(validFields());
    expect(response.statusCode).toBe(201);
    const answer = response.json<RegistrationResult>();
    const [registration] = await rows('registrations');
    const reference = `CAAWG11-${String(registration!.id).padStart(4, '0')}`;
    expect(answer).toEqual({
      success: true,
      message: messages.registrationSuccess(reference, 150),
      reference,
      feeUsd: 150,
      tier: 'early-bird',
    });
    expect(answer.message).toContain(reference);
    expect(registration).toMatchObject({
      reference,
      title: 'Dr.',
      other_title: null,
      first_name: 'Grace',
      other_names: 'Atuhaire',
      email: 'grace.atuhaire@example.org',
      institution: 'Makerere University',
      participation_type: 'presenter',
      presentation_type: 'oral',
      participant_category: 'non-member',
      pricing_tier: 'early-bird',
      fee_usd: '150.00',
      field_trip: 1,
      marketing_consent: 0,
      payment_confirmation: 1,
      program_consent: 1,
      student_id_file_id: null,
      payment_status: 'pending',
    });
    const mails = await rows('outbox_messages');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'registration-received',
      recipient: 'grace.atuhaire@example.org',
      payload: {
        reference,
        fullName: 'Dr. Grace Atuhaire',
        categoryLabel: 'Non-member',
        tierLabel: 'Early bird',
        feeUsd: 150,
        fieldTrip: true,
      },
    });
  });

  it('charges the early-bird fee up to 23:59:59 on 31 July 2025 in Kampala and the standard fee after', async () => {
    testApp.setNow('2025-07-31T23:59:59+03:00');
    const early = await post(
      validFields({ email: 'early@example.org', participantCategory: 'member' }),
    );
    expect(early.json()).toMatchObject({ feeUsd: 100, tier: 'early-bird' });

    testApp.setNow('2025-08-01T00:00:00+03:00');
    const late = await post(
      validFields({ email: 'late@example.org', participantCategory: 'member' }),
    );
    expect(late.json()).toMatchObject({ feeUsd: 150, tier: 'standard' });

    const stored = await rows('registrations');
    expect(stored.map((row): unknown[] => [row.pricing_tier, row.fee_usd])).toEqual([
      ['early-bird', '100.00'],
      ['standard', '150.00'],
    ]);
  });

  it('stores a student registration with its checked student ID file', async () => {
    const content = sampleFiles.pdf();
    const response = await post(
      validFields({
        participantCategory: 'student',
        participationType: 'attendee',
        presentationType: '',
      }),
      studentId(content, 'admission letter.pdf'),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ feeUsd: 50, tier: 'early-bird' });
    const [file] = await rows('stored_files');
    expect(file).toMatchObject({
      purpose: 'student-id',
      original_name: 'admission letter.pdf',
      content_type: 'application/pdf',
      size_bytes: content.length,
    });
    expect(file!.sha256).toMatch(/^[0-9a-f]{64}$/);
    const [registration] = await rows('registrations');
    expect(registration).toMatchObject({
      student_id_file_id: file!.id,
      presentation_type: null,
      participation_type: 'attendee',
    });
    expect(filesUnder(testApp.config.FILE_STORAGE_DIR)).toHaveLength(1);
  });

  it('accepts PNG and JPEG student IDs by content', async () => {
    const png = await post(
      validFields({ participantCategory: 'student', email: 'png@example.org' }),
      {
        field: 'studentIdFile',
        filename: 'id.png',
        contentType: 'image/png',
        content: sampleFiles.png(),
      },
    );
    const jpeg = await post(
      validFields({ participantCategory: 'student', email: 'jpeg@example.org' }),
      {
        field: 'studentIdFile',
        filename: 'id.JPG',
        contentType: 'image/jpeg',
        content: sampleFiles.jpeg(),
      },
    );
    expect([png.statusCode, jpeg.statusCode]).toEqual([201, 201]);
    expect((await rows('stored_files')).map((row): unknown => row.content_type)).toEqual([
      'image/png',
      'image/jpeg',
    ]);
  });

  it('refuses a second registration with the same e-mail address (any case) with HTTP 409', async () => {
    expect((await post(validFields())).statusCode).toBe(201);
    const again = await post(validFields({ email: 'GRACE.atuhaire@example.ORG', firstName: 'G.' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: messages.duplicateRegistration });
    expect(await rows('registrations')).toHaveLength(1);
    expect(await rows('outbox_messages')).toHaveLength(1);
  });

  it('tells nothing about a taken address without a solved robot check: same status and body as a new one', async () => {
    expect((await post(validFields())).statusCode).toBe(201);
    const forged = Buffer.from('{"challenge":{}}').toString('base64');
    const answer = async (email: string, recaptchaToken?: string) => {
      const fields = validFields({ email });
      const response = await post(
        recaptchaToken === undefined ? fields : { ...fields, recaptchaToken },
        undefined,
        false,
      );
      const { requestId: _requestId, ...body } = response.json<Record<string, unknown>>();
      return { status: response.statusCode, body };
    };
    for (const token of [undefined, forged]) {
      const taken = await answer('grace.atuhaire@example.org', token);
      const free = await answer('someone.new@example.org', token);
      expect(taken).toEqual(free);
      expect(taken.status).toBe(400);
    }
    expect(await rows('registrations')).toHaveLength(1);
  });

  it('refuses a duplicate without keeping its student file', async () => {
    expect((await post(validFields())).statusCode).toBe(201);
    const again = await post(
      validFields({ participantCategory: 'student' }),
      studentId(sampleFiles.pdf()),
    );
    expect(again.statusCode).toBe(409);
    expect(await rows('stored_files')).toHaveLength(0);
    expect(filesUnder(testApp.config.FILE_STORAGE_DIR)).toEqual([]);
  });

  it('keeps one registration and one file when two with the same address race', async () => {
    const fields = validFields({ participantCategory: 'student' });
    const [first, second] = await Promise.all([
      post(fields, studentId(sampleFiles.pdf())),
      post(fields, studentId(sampleFiles.pdf())),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect(await rows('registrations')).toHaveLength(1);
    expect(await rows('stored_files')).toHaveLength(1);
    expect(filesUnder(testApp.config.FILE_STORAGE_DIR)).toHaveLength(1);
  });

  describe('refuses with HTTP 400 and stores nothing', () => {
    const required = [
      'title',
      'firstName',
      'otherNames',
      'gender',
      'email',
      'phone',
      'country',
      'city',
      'institution',
      'participationType',
      'participantCategory',
      'fieldTrip',
    ];

    it.each(required)('a blank %s: "This field is required"', async (field) => {
      const response = await post(validFields({ [field]: ' ' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors: { [field]: messages.required },
      });
      await expectNothingStored();
    });

    it('payment confirmation not ticked', async () => {
      const response = await post(validFields({ paymentConfirmation: 'false' }));
      expect(response.json().errors).toEqual({ paymentConfirmation: messages.required });
      await expectNothingStored();
    });

    it('title Other without the title itself', async () => {
      const response = await post(validFields({ title: 'Other', otherTitle: '' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ otherTitle: messages.specifyTitle });
      await expectNothingStored();
    });

    it('a presenter without a presentation type', async () => {
      const response = await post(validFields({ presentationType: '' }));
      expect(response.json().errors).toEqual({ presentationType: messages.required });
      await expectNothingStored();
    });

    it.each([
      ['title', 'Sir'],
      ['gender', 'Unknown'],
      ['participationType', 'speaker'],
      ['presentationType', 'video'],
      ['participantCategory', 'vip'],
      ['fieldTrip', 'Maybe'],
    ])('%s outside its list (%s)', async (field, value) => {
      const response = await post(validFields({ [field]: value }));
      expect(response.json().errors).toEqual({ [field]: messages.invalidChoice });
      await expectNothingStored();
    });

    it('a malformed e-mail address', async () => {
      const response = await post(validFields({ email: 'grace@example' }));
      expect(response.json().errors).toEqual({ email: messages.invalidEmail });
      await expectNothingStored();
    });

    it('an over-long institution, naming the limit', async () => {
      const response = await post(validFields({ institution: 'x'.repeat(201) }));
      expect(response.json().errors).toEqual({ institution: messages.tooLong(200) });
      await expectNothingStored();
    });

    it('no robot-check payload', async () => {
      const response = await post(validFields(), undefined, false);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ recaptchaToken: messages.captchaRequired });
      await expectNothingStored();
    });

    it('a forged robot-check payload', async () => {
      const response = await post(
        { ...validFields(), recaptchaToken: Buffer.from('{"challenge":{}}').toString('base64') },
        undefined,
        false,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ recaptchaToken: messages.captchaInvalid });
      await expectNothingStored();
    });

    it('the student category without a student ID', async () => {
      const response = await post(validFields({ participantCategory: 'student' }));
      expect(response.json().errors).toEqual({ studentIdFile: messages.studentIdRequired });
      await expectNothingStored();
    });

    it('a student ID with a name of another type', async () => {
      const response = await post(
        validFields({ participantCategory: 'student' }),
        studentId(sampleFiles.docx(), 'id.docx'),
      );
      expect(response.json().errors).toEqual({ studentIdFile: messages.studentIdFileType });
      await expectNothingStored();
    });

    it('a .pdf that is really a PNG', async () => {
      const response = await post(
        validFields({ participantCategory: 'student' }),
        studentId(sampleFiles.png(), 'id.pdf'),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ studentIdFile: messages.studentIdFileType });
      await expectNothingStored();
    });

    it('a .png that is really an executable', async () => {
      const response = await post(validFields({ participantCategory: 'student' }), {
        field: 'studentIdFile',
        filename: 'id.png',
        contentType: 'image/png',
        content: sampleFiles.executable(),
      });
      expect(response.json().errors).toEqual({ studentIdFile: messages.studentIdFileType });
      await expectNothingStored();
    });

    it('a PDF over 5 MB', async () => {
      const response = await post(
        validFields({ participantCategory: 'student' }),
        studentId(sampleFiles.oversizePdf()),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ studentIdFile: messages.studentIdFileSize });
      await expectNothingStored();
    });

    it.each(partOrders)('a forged robot-check token sent last, %s', async (order) => {
      const response = await post(
        {
          ...validFields({ participantCategory: 'student' }),
          recaptchaToken: Buffer.from('{"challenge":{}}').toString('base64'),
        },
        studentId(sampleFiles.pdf()),
        false,
        order,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ recaptchaToken: messages.captchaInvalid });
      await expectNothingStored();
    });

    it.each(partOrders)('a missing field, %s', async (order) => {
      const fields = validFields({ participantCategory: 'student' });
      delete fields.title;
      const response = await post(fields, studentId(sampleFiles.pdf()), true, order);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ title: messages.required });
      await expectNothingStored();
    });

    it.each(partOrders)('a .pdf that is really a PNG, %s', async (order) => {
      const response = await post(
        validFields({ participantCategory: 'student' }),
        studentId(sampleFiles.png()),
        true,
        order,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ studentIdFile: messages.studentIdFileType });
      await expectNothingStored();
    });
  });

  it.each(partOrders)(
    'stores a registration sent %s (the robot-check token last) exactly alike',
    async (order) => {
      const content = sampleFiles.pdf();
      const response = await post(
        validFields({ participantCategory: 'student' }),
        studentId(content),
        true,
        order,
      );
      expect(response.statusCode).toBe(201);
      const [registration] = await rows('registrations');
      expect(registration).toMatchObject({
        title: 'Dr.',
        first_name: 'Grace',
        email: 'grace.atuhaire@example.org',
        institution: 'Makerere University',
        participant_category: 'student',
        payment_confirmation: 1,
      });
      const [file] = await rows('stored_files');
      expect(file).toMatchObject({ purpose: 'student-id', size_bytes: content.length });
      expect(registration!.student_id_file_id).toBe(file!.id);
      expect(filesUnder(testApp.config.FILE_STORAGE_DIR)).toHaveLength(1);
    },
  );

  it('accepts a student file of exactly 5,242,880 bytes', async () => {
    const response = await post(
      validFields({ participantCategory: 'student' }),
      studentId(sampleFiles.pdf(5_242_880)),
    );
    expect(response.statusCode).toBe(201);
    expect((await rows('stored_files'))[0]).toMatchObject({ size_bytes: 5_242_880 });
  });
});
