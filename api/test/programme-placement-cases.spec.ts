import {
  caseBody,
  programmePlacementCases,
  programmeSessionCases,
} from '@caawg11/conference/cases';
import type { DataResult, ProgrammeDraft } from '@caawg11/conference';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { insertAbstractSubmission } from './support/inbox-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * The placement case table, which the library's rules are tested with, sent to the real endpoint
 * as an admin placing an accepted talk in an oral session: a rule or a message that differs
 * between the two fails here.
 */
describe('the programme placement case table against the api', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let sessionId: string;
  let abstractId: string;

  function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    return testApp.app.inject({ method, url, headers: bearer(admin.token), payload });
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createUser(testApp, 'admin', 'placement.cases@example.org');
    const added = await call('POST', '/api/admin/programme/sessions', programmeSessionCases.valid);
    expect(added.statusCode).toBe(201);
    const draft = (await call('GET', '/api/admin/programme')).json<DataResult<ProgrammeDraft>>();
    sessionId = draft.data.sessions[0]!.id;
    abstractId = await insertAbstractSubmission(testApp, {
      decision: 'oral',
      decided_at: '2025-08-01 10:00:00',
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  function place(patch: Readonly<Record<string, unknown>>) {
    const valid = { ...programmePlacementCases.valid, sessionId };
    return call('PUT', `/api/admin/programme/placements/${abstractId}`, caseBody(valid, patch));
  }

  it('accepts the valid body', async () => {
    const response = await place({});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
  });

  it.each(programmePlacementCases.invalid.map((invalid) => [invalid.field, invalid] as const))(
    'refuses a bad %s with the rule\u2019s message, and nothing else (case %#)',
    async (_field, invalid) => {
      const response = await place(invalid.patch);
      expect(response.statusCode).toBe(400);
      const answer = response.json<{ success: boolean; errors: Record<string, string> }>();
      expect(answer.success).toBe(false);
      expect(answer.errors).toEqual({ [invalid.field]: invalid.message });
    },
  );
});
