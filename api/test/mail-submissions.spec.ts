import { extractText, getDocumentProxy } from 'unpdf';
import { bankDetails, packageInterestOptions } from '@caawg11/conference';
import { bearer, createUser } from './support/admin-fixtures.js';
import { registrationFields } from './support/registration-fields.js';
import { solvedCaptcha } from './support/captcha.js';
import { createMailTestApp, type MailTestApp } from './support/mail-harness.js';
import { multipartBody, type FilePart } from './support/multipart.js';
import { sampleFiles } from './support/sample-files.js';
import type { ReceivedMail } from './support/smtp-sink.js';

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Every public submission, through its real endpoint, produces exactly its e-mails: the
 * recipients, subjects and contents the worker sends through SMTP.
 */
describe('the e-mails each submission sends', () => {
  let t: MailTestApp;

  beforeAll(async () => {
    t = await createMailTestApp({
      env: {
        PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
        FORM_MAIL_LIMIT_PER_EMAIL: '100000',
        FORM_MAIL_LIMIT_PER_CLIENT: '100000',
      },
    });
    await t.startWorker();
    t.setNow('2025-07-15T10:00:00+03:00');
  });

  afterAll(async () => {
    await t.close();
  });

  beforeEach(() => t.sink.clear());

  /** Waits for `count` e-mails, then makes sure no further one follows. */
  async function exactly(count: number): Promise<ReceivedMail[]> {
    await t.sink.waitForCount(count);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(t.sink.received).toHaveLength(count);
    return [...t.sink.received];
  }

  function to(received: ReceivedMail[], address: string): ReceivedMail {
    const found = received.filter((mail) => mail.to.includes(address));
    expect(found).toHaveLength(1);
    return found[0]!;
  }

  function postJson(url: string, payload: Record<string, unknown>) {
    return t.app.inject({ method: 'POST', url, payload });
  }

  async function postForm(url: string, fields: Record<string, string>, file?: FilePart) {
    const body = multipartBody({ ...fields, recaptchaToken: await solvedCaptcha(t.app) }, file);
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
  }

  it('membership: an acknowledgement and a copy to the secretariat', async () => {
    const response = await postJson('/api/membership.php', {
      title: 'Prof.',
      name: 'Ruth Nabirye',
      organisation: 'Kyambogo University',
      profession: 'Geologist',
      qualification: 'PhD',
      address: 'P.O. Box 1, Kampala',
      phone: '',
      mobile: '+256 700 000 000',
      fax: '',
      email: 'ruth@example.org',
      webpage: '',
    });
    expect(response.statusCode).toBe(201);
    const received = await exactly(2);
    expect(to(received, 'ruth@example.org').text).toContain('Ruth Nabirye');
    const copy = to(received, t.config.MAIL_SECRETARIAT);
    expect(copy.text).toContain('Kyambogo University');
    expect(copy.text).toContain('Geologist');
  });

  it('contact: the message to the organisers with reply-to the sender, and an acknowledgement', async () => {
    const response = await postJson('/api/contact.php', {
      name: 'Samuel Mensah',
      email: 'samuel@example.org',
      subject: 'Visa letter',
      message: 'Could you send me an invitation letter?',
    });
    expect(response.statusCode).toBe(201);
    const received = await exactly(2);
    const message = to(received, t.config.MAIL_ORGANISERS);
    expect(message.replyTo).toEqual(['samuel@example.org']);
    expect(message.text).toContain('Could you send me an invitation letter?');
    const acknowledgement = to(received, 'samuel@example.org');
    expect(acknowledgement.replyTo).toEqual([t.config.MAIL_REPLY_TO]);
    expect(acknowledgement.subject).toBe('We received your message: Visa letter');
  });

  it('abstract: an acknowledgement with title and subtheme, and a notice to the abstracts mailbox', async () => {
    const response = await postForm(
      '/api/abstracts.php',
      {
        fullName: 'Esther Mukasa',
        affiliation: 'Uganda Geological Survey',
        email: 'esther@example.org',
        phone: '',
        abstractTitle: 'Lithium pegmatites of south-western Uganda',
        subtheme: 'Critical Minerals and the Green Economy',
        language: 'English',
        presentationType: 'Oral Presentation',
        comments: '',
      },
      {
        field: 'abstractFile',
        filename: 'Mukasa.docx',
        contentType: docxType,
        content: sampleFiles.docx(),
      },
    );
    expect(response.statusCode).toBe(201);
    const received = await exactly(2);
    const author = to(received, 'esther@example.org');
    expect(author.text).toContain('Lithium pegmatites of south-western Uganda');
    expect(author.text).toContain('Critical Minerals and the Green Economy');
    const notice = to(received, t.config.MAIL_ABSTRACTS);
    expect(notice.text).toContain('Mukasa.docx');
    expect(notice.text).toContain('Uganda Geological Survey');
  });

  it('booking: an acknowledgement with the 48-hour promise, and a notice to logistics', async () => {
    const response = await postJson('/api/bookings.php', {
      fullName: 'Fatima Diallo',
      email: 'fatima@example.sn',
      phone: '+221 77 000 00 00',
      nationality: 'Senegalese',
      accommodationType: '2-Bedroom Apartment',
      sharingPreference: 'Willing to share',
      checkInDate: '2025-09-30',
      checkOutDate: '2025-10-05',
      specialRequests: 'Late arrival',
      recaptchaToken: await solvedCaptcha(t.app),
    });
    expect(response.statusCode).toBe(201);
    const received = await exactly(2);
    const guest = to(received, 'fatima@example.sn');
    expect(guest.text).toContain('within 48 hours to confirm availability');
    expect(guest.text).toContain('2-Bedroom Apartment');
    const notice = to(received, t.config.MAIL_LOGISTICS);
    expect(notice.text).toContain('Late arrival');
    expect(notice.text).toContain('+221 77 000 00 00');
  });

  it('sponsorship: an acknowledgement and a notice to the sponsorship mailbox', async () => {
    const response = await postJson('/api/sponsorship.php', {
      name: 'John Okello',
      email: 'john@example.com',
      company: 'Rift Minerals Ltd',
      phone: '',
      packageInterest: packageInterestOptions[1]!,
      message: 'A booth near the entrance, please.',
    });
    expect(response.statusCode).toBe(201);
    const received = await exactly(2);
    expect(to(received, 'john@example.com').text).toContain(packageInterestOptions[1]!);
    const notice = to(received, t.config.MAIL_SPONSORSHIP);
    expect(notice.text).toContain('Rift Minerals Ltd');
    expect(notice.text).toContain('A booth near the entrance, please.');
  });

  it('registration with an invoice requested: the confirmation carries the pro-forma invoice', async () => {
    const registered = await postForm(
      '/api/registration.php',
      registrationFields({ email: 'bursar.asks@example.org', invoiceRequested: 'true' }),
    );
    expect(registered.statusCode).toBe(201);
    const { reference, feeUsd } = registered.json<{ reference: string; feeUsd: number }>();
    const [confirmation] = await exactly(1);
    const invoiceNumber = `${reference}-PF`;
    expect(confirmation!.text).toContain(`Your pro-forma invoice ${invoiceNumber} is attached`);
    expect(confirmation!.attachments.map(({ filename, mimeType }) => [filename, mimeType])).toEqual(
      [[`${invoiceNumber}.pdf`, 'application/pdf']],
    );
    const document = await getDocumentProxy(new Uint8Array(confirmation!.attachments[0]!.content));
    const { text } = await extractText(document, { mergePages: true });
    expect(text).toContain('Pro-forma invoice');
    expect(text).toContain(invoiceNumber);
    expect(text).toContain(bankDetails.accountNumber);
    expect(text).toContain(`$${feeUsd.toFixed(2)}`);

    t.sink.clear();
    const without = await postForm(
      '/api/registration.php',
      registrationFields({ email: 'no.invoice@example.org' }),
    );
    expect(without.statusCode).toBe(201);
    const [plain] = await exactly(1);
    expect(plain!.attachments).toEqual([]);
    expect(plain!.text).not.toContain('pro-forma invoice');
  });

  it('registration and payment: confirmation with bank details and link, then the admin decisions', async () => {
    const registered = await postForm('/api/registration.php', {
      title: 'Dr.',
      firstName: 'Grace',
      otherNames: 'Atuhaire',
      gender: 'Female',
      email: 'grace@example.org',
      phone: '+256 772 000 111',
      country: 'Uganda',
      city: 'Kampala',
      institution: 'Makerere University',
      participationType: 'attendee',
      participantCategory: 'non-member',
      fieldTrip: 'Yes',
      marketingConsent: 'false',
      paymentConfirmation: 'true',
      programConsent: 'true',
      emailConsent: 'false',
    });
    expect(registered.statusCode).toBe(201);
    const { reference } = registered.json<{ reference: string }>();
    const [confirmation] = await exactly(1);
    expect(confirmation!.to).toEqual(['grace@example.org']);
    expect(confirmation!.subject).toBe(`CAAWG11 registration received - ${reference}`);
    for (const part of [confirmation!.text, confirmation!.html]) {
      expect(part).toContain(reference);
      expect(part).toContain('$150 USD');
      expect(part).toContain(bankDetails.accountNumber);
      expect(part).toContain(bankDetails.swiftCode);
    }
    expect(confirmation!.text).toContain(
      `quote your registration ID ${reference} as the payment reference`,
    );
    const token = /my-registration\?token=([A-Za-z0-9_-]{43})/.exec(confirmation!.text)![1]!;

    // The registrant reports a payment; an admin rejects it with a reason.
    async function reportPayment(): Promise<string> {
      const body = multipartBody(
        // The fee and the field trip the registrant chose: paid in full.
        { method: 'bank-transfer', reference: 'TT-1', amount: '400', paymentDate: '2025-07-16' },
        {
          field: 'proofFile',
          filename: 'receipt.pdf',
          contentType: 'application/pdf',
          content: sampleFiles.pdf(),
        },
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/my-registration/payments',
        payload: body.payload,
        headers: { ...body.headers, 'x-access-token': token },
      });
      expect(response.statusCode).toBe(201);
      const [rows] = await t.db.query('SELECT id FROM payments ORDER BY id DESC LIMIT 1');
      return String((rows as { id: number }[])[0]!.id);
    }
    const admin = await createUser(t, 'admin');
    t.sink.clear();
    const first = await reportPayment();
    const rejected = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payments/${first}/reject`,
      headers: bearer(admin.token),
      payload: { notes: 'The receipt is unreadable.' },
    });
    expect(rejected.statusCode).toBe(200);
    const [rejection] = await exactly(1);
    expect(rejection!.to).toEqual(['grace@example.org']);
    expect(rejection!.text).toContain('The receipt is unreadable.');
    expect(rejection!.text).toContain(`${t.config.PUBLIC_SITE_URL}/verify`);

    t.sink.clear();
    const second = await reportPayment();
    const verified = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payments/${second}/verify`,
      headers: bearer(admin.token),
    });
    expect(verified.statusCode).toBe(200);
    const [confirmed] = await exactly(1);
    expect(confirmed!.subject).toBe(`Registration confirmed: payment verified (${reference})`);
    expect(confirmed!.text).toContain('We have verified your payment of $400 USD.');
    // Paid in full: the receipt travels with the confirmation, as a PDF.
    const [receiptRow] = (await t.db.query('SELECT number FROM receipts'))[0] as {
      number: number;
    }[];
    const receiptNumber = `CAAWG11-R-${String(receiptRow!.number).padStart(4, '0')}`;
    expect(confirmed!.text).toContain(`Your receipt ${receiptNumber} is attached`);
    expect(confirmed!.attachments.map(({ filename, mimeType }) => [filename, mimeType])).toEqual([
      [`${receiptNumber}.pdf`, 'application/pdf'],
    ]);
    const document = await getDocumentProxy(new Uint8Array(confirmed!.attachments[0]!.content));
    const { text } = await extractText(document, { mergePages: true });
    expect(text).toContain(receiptNumber);
    expect(text).toContain(reference);
  });
});
