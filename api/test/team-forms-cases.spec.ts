import type { LightMyRequestResponse } from 'fastify';
import {
  caseBody,
  invitationAcceptanceCases,
  loginCases,
  passwordChangeCases,
  roleChangeCases,
  teamInvitationCases,
  type SomeFormCases,
} from '@caawg11/conference/cases';
import { bearer, createUser, testPassword, type TestUser } from './support/admin-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * The team and account forms' case tables, which the portal's rules are tested with, sent to the
 * real endpoints: a rule or a message that differs between the two fails here.
 */
describe('the team and account forms’ case tables against the api', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let member: TestUser;
  let passwordOwner: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createUser(testApp, 'admin', 'team.cases.admin@example.org');
    member = await createUser(testApp, 'logistics', 'team.cases.member@example.org');
    passwordOwner = await createUser(testApp, 'finance', 'team.cases.owner@example.org');
  });

  afterAll(async () => {
    await testApp.close();
  });

  type Send = (body: Record<string, unknown>) => Promise<LightMyRequestResponse>;

  const forms: [string, SomeFormCases, Send][] = [
    [
      'team invitation',
      teamInvitationCases,
      (body) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/admin/team/invitations',
          headers: bearer(admin.token),
          payload: body,
        }),
    ],
    [
      'role change',
      roleChangeCases,
      (body) =>
        testApp.app.inject({
          method: 'PUT',
          url: `/api/admin/team/${member.id}/role`,
          headers: bearer(admin.token),
          payload: body,
        }),
    ],
    [
      'password change',
      passwordChangeCases,
      (body) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/auth/password',
          headers: bearer(passwordOwner.token),
          payload: body,
        }),
    ],
    [
      'invitation acceptance',
      invitationAcceptanceCases,
      (body) =>
        testApp.app.inject({ method: 'POST', url: '/api/auth/invitations/accept', payload: body }),
    ],
    [
      'sign-in',
      loginCases,
      (body) => testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: body }),
    ],
  ];

  describe.each(forms)('the %s form', (_form, cases, send) => {
    it.each(cases.invalid.map((invalid) => [invalid.field, invalid] as const))(
      'refuses a bad %s with the rule’s message, and nothing else (case %#)',
      async (_field, invalid) => {
        const response = await send(caseBody(cases.valid, invalid.patch));
        expect(response.statusCode).toBe(400);
        const answer = response.json<{ success: boolean; errors: Record<string, string> }>();
        expect(answer.success).toBe(false);
        expect(answer.errors).toEqual({ [invalid.field]: invalid.message });
      },
    );
  });

  it('sends the valid invitation', async () => {
    const response = await forms[0]![2](caseBody(teamInvitationCases.valid, {}));
    expect(response.statusCode).toBe(201);
  });

  it('changes the role to the valid choice', async () => {
    const response = await forms[1]![2](caseBody(roleChangeCases.valid, {}));
    expect(response.statusCode).toBe(200);
  });

  it('changes the password with the valid body and the real current password', async () => {
    const response = await forms[2]![2](
      caseBody(passwordChangeCases.valid, { currentPassword: testPassword }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('lets the valid acceptance through to the token check', async () => {
    const response = await forms[3]![2](caseBody(invitationAcceptanceCases.valid, {}));
    expect(response.statusCode).toBe(410);
  });

  it('signs in with the valid body shape, and answers a wrong one as wrong credentials', async () => {
    const signIn = forms[4]![2];
    const known = await signIn({ email: admin.email, password: testPassword });
    expect(known.statusCode).toBe(200);
    const unknown = await signIn(caseBody(loginCases.valid, {}));
    expect(unknown.statusCode).toBe(401);
  });
});
