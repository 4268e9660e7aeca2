import type { RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import {
  abstractCases,
  accessRequestCases,
  bookingCases,
  caseBody,
  contactCases,
  membershipCases,
  paymentProofCases,
  registrationCases,
  solvedRobotCheck,
  sponsorshipCases,
  type SomeFormCases,
} from '@caawg11/conference/cases';
import { AccessLinksService } from '../src/registrations-and-money/access-links/access-links.service.js';
import { solvedCaptcha } from './support/captcha.js';
import { multipartBody, type FilePart } from './support/multipart.js';
import { sampleFiles } from './support/sample-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * The case tables the library's rules are tested with, sent to the real endpoints: a rule or a
 * message that differs between the forms and the api fails here.
 */

interface Endpoint {
  url: string;
  /** Multipart forms send every field as text, then the file if the form has one. */
  encoding: 'json' | 'multipart';
  file?: FilePart;
  /** The registrant page's calls carry the access token of a registration. */
  asRegistrant?: boolean;
}

const forms: [string, SomeFormCases, Endpoint][] = [
  ['registration', registrationCases, { url: '/api/registration.php', encoding: 'multipart' }],
  [
    'access-link request',
    accessRequestCases,
    { url: '/api/registrations/verify-request', encoding: 'json' },
  ],
  [
    'abstract',
    abstractCases,
    {
      url: '/api/abstracts.php',
      encoding: 'multipart',
      file: {
        field: 'abstractFile',
        filename: 'abstract.docx',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        content: sampleFiles.docx(),
      },
    },
  ],
  ['booking', bookingCases, { url: '/api/bookings.php', encoding: 'json' }],
  ['membership', membershipCases, { url: '/api/membership.php', encoding: 'json' }],
  ['contact', contactCases, { url: '/api/contact.php', encoding: 'json' }],
  ['sponsorship', sponsorshipCases, { url: '/api/sponsorship.php', encoding: 'json' }],
  [
    'payment proof',
    paymentProofCases,
    {
      url: '/api/my-registration/payments',
      encoding: 'multipart',
      asRegistrant: true,
      file: {
        field: 'proofFile',
        filename: 'receipt.pdf',
        contentType: 'application/pdf',
        content: sampleFiles.pdf(),
      },
    },
  ],
];

function asFormFields(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(body).map(([field, value]) => [field, String(value)]));
}

describe('the forms\u2019 case tables against the api', () => {
  let testApp: TestApp;
  let accessToken: string;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
        FORM_MAIL_LIMIT_PER_EMAIL: '1000',
        FORM_MAIL_LIMIT_PER_CLIENT: '1000',
      },
    });
    accessToken = await registrantAccessToken();
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function registrantAccessToken(): Promise<string> {
    const [inserted] = await testApp.db.query<RowDataPacket[]>(
      `INSERT INTO registrations (reference, title, first_name, other_names, gender, email, phone,
         country, city, institution, participation_type, participant_category, pricing_tier,
         fee_usd, field_trip)
       VALUES ('CAAWG11-0900', 'Dr.', 'Amina', 'Okello', 'Female', 'proof.cases@example.org',
         '+256 700 000 000', 'Uganda', 'Kampala', 'Makerere University', 'attendee', 'non-member',
         'early-bird', 150, 1)`,
    );
    const id = String((inserted as unknown as { insertId: number }).insertId);
    const issued = await testApp.app
      .get(DataSource)
      .transaction((manager) => testApp.app.get(AccessLinksService).issue(manager, id));
    return new URL(issued.link).searchParams.get('token')!;
  }

  /** Sends a body as its form does, with a freshly solved robot check where the table has one. */
  async function submit(endpoint: Endpoint, tableBody: Record<string, unknown>) {
    const body =
      tableBody.recaptchaToken === solvedRobotCheck
        ? { ...tableBody, recaptchaToken: await solvedCaptcha(testApp.app) }
        : tableBody;
    const headers: Record<string, string> = endpoint.asRegistrant
      ? { 'x-access-token': accessToken }
      : {};
    if (endpoint.encoding === 'json') {
      return testApp.app.inject({ method: 'POST', url: endpoint.url, payload: body, headers });
    }
    const multipart = multipartBody(asFormFields(body), endpoint.file);
    return testApp.app.inject({
      method: 'POST',
      url: endpoint.url,
      payload: multipart.payload,
      headers: { ...headers, ...multipart.headers },
    });
  }

  describe.each(forms)('the %s endpoint', (_form, cases, endpoint) => {
    it('accepts the valid body', async () => {
      const response = await submit(endpoint, caseBody(cases.valid, {}));
      expect([200, 201]).toContain(response.statusCode);
      expect(response.json()).toMatchObject({ success: true });
    });

    it.each(cases.invalid.map((invalid) => [invalid.field, invalid] as const))(
      'refuses a bad %s with the rule\u2019s message, and nothing else (case %#)',
      async (_field, invalid) => {
        const response = await submit(endpoint, caseBody(cases.valid, invalid.patch));
        expect(response.statusCode).toBe(400);
        const answer = response.json<{ success: boolean; errors: Record<string, string> }>();
        expect(answer.success).toBe(false);
        expect(answer.errors).toEqual({ [invalid.field]: invalid.message });
      },
    );
  });
});
