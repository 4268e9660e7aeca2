import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import {
  assignLineCases,
  caseBody,
  csvLayoutCases,
  discardLineCases,
  paymentRejectionCases,
} from '@caawg11/conference/cases';
import {
  bearer,
  createUser,
  insertPayment,
  insertRegistration,
  type TestUser,
} from './support/admin-fixtures.js';
import { multipartBody } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * The case tables of finance's decisions (rejecting a payment, assigning a statement line, setting
 * one aside), which the portal's rules are tested with, sent to the real endpoints as finance: a
 * rule or a message that differs between the two fails here.
 */
describe('the finance decision case tables against the api', () => {
  let testApp: TestApp;
  let finance: TestUser;
  let assignedLine: string | undefined;
  let setAsideLine: string | undefined;

  beforeAll(async () => {
    testApp = await createTestApp();
    finance = await createUser(testApp, 'finance', 'decision.cases@example.org');
    [assignedLine, setAsideLine] = await unmatchedLinePaths();
  });

  afterAll(async () => {
    await testApp.close();
  });

  function put(url: string, payload: Record<string, unknown>) {
    return testApp.app.inject({ method: 'PUT', url, headers: bearer(finance.token), payload });
  }

  function importStatement(layout: Record<string, unknown>) {
    const body = multipartBody(
      { layout: JSON.stringify(layout) },
      {
        field: 'file',
        filename: 'export.csv',
        contentType: 'application/octet-stream',
        content: readFileSync(
          new URL('./fixtures/bank-statements/csv-unseen-layout.csv', import.meta.url),
        ),
      },
    );
    return testApp.app.inject({
      method: 'POST',
      url: '/api/admin/bank-statements',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(finance.token) },
    });
  }

  /** The paths of the unmatched lines of an imported statement, one for each table. */
  async function unmatchedLinePaths(): Promise<string[]> {
    const response = await importStatement(caseBody(csvLayoutCases.valid, {}));
    expect(response.statusCode).toBe(201);
    const statement = response.json<{ id: string; lines: { id: string; outcome: string }[] }>();
    return statement.lines
      .filter((line) => line.outcome === 'unmatched')
      .map((line) => `/api/admin/bank-statements/${statement.id}/lines/${line.id}`);
  }

  function expectRefused(response: LightMyRequestResponse, field: string, message: string) {
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ success: boolean; errors: Record<string, string> }>();
    expect(answer.success).toBe(false);
    expect(answer.errors).toEqual({ [field]: message });
  }

  describe('rejecting a payment', () => {
    async function reject(body: Record<string, unknown>) {
      const paymentId = await insertPayment(testApp, await insertRegistration(testApp));
      return put(`/api/admin/payments/${paymentId}/reject`, body);
    }

    it('accepts the valid body', async () => {
      const response = await reject(caseBody(paymentRejectionCases.valid, {}));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true });
    });

    it.each(paymentRejectionCases.invalid.map((invalid) => [invalid.field, invalid] as const))(
      'refuses a bad %s with the rule\u2019s message, and nothing else (case %#)',
      async (_field, invalid) => {
        const response = await reject(caseBody(paymentRejectionCases.valid, invalid.patch));
        expectRefused(response, invalid.field, invalid.message);
      },
    );
  });

  describe('assigning a statement line', () => {
    it('accepts the valid body, with a stored registration in it', async () => {
      const registrationId = await insertRegistration(testApp);
      const response = await put(
        `${assignedLine}/assign`,
        caseBody(assignLineCases.valid, { registrationId }),
      );
      expect(response.statusCode).toBe(200);
    });

    it.each(assignLineCases.invalid.map((invalid) => [invalid.field, invalid] as const))(
      'refuses a bad %s with the rule\u2019s message, and nothing else (case %#)',
      async (_field, invalid) => {
        const response = await put(
          `${assignedLine}/assign`,
          caseBody(assignLineCases.valid, invalid.patch),
        );
        expectRefused(response, invalid.field, invalid.message);
      },
    );
  });

  describe('setting a statement line aside', () => {
    it('accepts the valid body', async () => {
      const response = await put(`${setAsideLine}/discard`, caseBody(discardLineCases.valid, {}));
      expect(response.statusCode).toBe(200);
    });

    it.each(discardLineCases.invalid.map((invalid) => [invalid.field, invalid] as const))(
      'refuses a bad %s with the rule\u2019s message, and nothing else (case %#)',
      async (_field, invalid) => {
        const response = await put(
          `${setAsideLine}/discard`,
          caseBody(discardLineCases.valid, invalid.patch),
        );
        expectRefused(response, invalid.field, invalid.message);
      },
    );
  });

  describe("mapping a CSV statement's columns", () => {
    it('accepts the valid layout', async () => {
      const response = await importStatement(caseBody(csvLayoutCases.valid, {}));
      expect(response.statusCode).toBe(201);
    });

    it.each(csvLayoutCases.invalid.map((invalid) => [invalid.field, invalid] as const))(
      'refuses a bad %s with the rule\u2019s message, and nothing else (case %#)',
      async (_field, invalid) => {
        const response = await importStatement(caseBody(csvLayoutCases.valid, invalid.patch));
        expectRefused(response, invalid.field, invalid.message);
      },
    );
  });
});
