import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { getMetadataStorage } from 'class-validator';
import { DataSource } from 'typeorm';
import type { AccountRole } from '@caawg11/conference';
import { AccessLinksService } from '../src/registrations-and-money/access-links/access-links.service.js';
import { unreadableBodyMessage } from '../src/platform/security/body-hygiene.js';
import {
  bearer,
  createUser,
  insertAbstract,
  insertPayment,
  insertRegistration,
  type TestUser,
} from './support/admin-fixtures.js';
import { adminRouteRoles } from './support/admin-route-roles.js';
import { answerProblem, described, hostileString } from './support/hostile-input.js';
import { multipartBody } from './support/multipart.js';
import { registeredRoutes, type RegisteredRoute, type RouteInput } from './support/routes.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * Every route that reads a body or a query string, found in the Nest app itself (so a new
 * route is covered the day it is added), sent its own fields as null, of the wrong type, far
 * too long, or absent, beside the values the api itself answers for the same record. Whatever
 * arrives, the answer is never a server error nor leaks internals, and a 400 names the fields.
 */

/** Generated requests per route, on top of the fixed examples; the file runs in about a minute. */
const runsPerRoute = 15;

type Fields = Record<string, unknown>;

/** The properties a DTO class validates (the only ones the whitelisting pipe lets through). */
function dtoFields(input: RouteInput): string[] {
  if (input.key) return [input.key];
  if (!input.dto) return [];
  const metadata = getMetadataStorage().getTargetValidationMetadatas(input.dto, '', false, false);
  return [...new Set(metadata.map((entry) => entry.propertyName))];
}

/** Strings past the columns of the schema, and one past a multipart form's field limit. */
const hugeString: fc.Arbitrary<string> = fc
  .constantFrom(256, 1_001, 5_000, 70_000)
  .map((length) => 'x'.repeat(length));

/** The values a JSON body can carry that no field of the api accepts as text. */
const badJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 1e308, -0) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.constant(null), hostileString), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom({}, [], [[]], { length: 1 }, [null], ['1', '2']) },
  {
    weight: 1,
    // Prototype-polluting names are refused before any field is read (hostile-json.spec.ts).
    arbitrary: fc
      .dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }))
      .filter((value) => !/"(?:__proto__|constructor|prototype)"/.test(JSON.stringify(value))),
  },
  { weight: 2, arbitrary: hostileString },
);

/** A query string carries only text: repeated keys make arrays. */
const badQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('', ' ', 'null', 'undefined', '[]', '{}', 'NaN') },
  { weight: 2, arbitrary: fc.constantFrom('-1', '0', '1.5', '1e309', '99999999999999999999') },
  { weight: 2, arbitrary: fc.constantFrom(1_001, 5_000).map((length) => 'x'.repeat(length)) },
  { weight: 2, arbitrary: fc.array(fc.string({ maxLength: 6 }), { minLength: 2, maxLength: 3 }) },
  { weight: 3, arbitrary: hostileString.map((text) => text.slice(0, 200)) },
);

/**
 * Each field kept with its known good value, replaced by a bad one, or left out; a body whose
 * every field is bad is one of the fixed examples.
 */
function fieldsArbitrary(
  fields: string[],
  template: Fields,
  bad: fc.Arbitrary<unknown>,
): fc.Arbitrary<Fields> {
  const choices = Object.fromEntries(
    fields.map((field) => [
      field,
      field in template
        ? fc.oneof(
            { weight: 2, arbitrary: fc.constant(template[field]) },
            { weight: 3, arbitrary: bad },
          )
        : bad,
    ]),
  );
  return fc.record(choices, { requiredKeys: [] });
}

/** Fixed bodies first: everything null, and each field null alone beside good values. */
function nullExamples(fields: string[], template: Fields): Fields[] {
  return [
    Object.fromEntries(fields.map((field) => [field, null])),
    ...fields.map((field) => ({ ...template, [field]: null })),
  ];
}

function key(route: RegisteredRoute): string {
  return `${route.method} ${route.path}`;
}

/** Every :param is 1: the first row of each table the suite seeds. */
function concrete(route: RegisteredRoute): string {
  return route.path.replace(/:[A-Za-z]+/g, '1');
}

function shortText(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text;
}

/** What a refusal of a well-formed body must carry: the field messages of the failing fields. */
function fieldMessageProblem(response: LightMyRequestResponse): string | null {
  if (response.statusCode !== 400) return null;
  const { message, errors } = response.json<{ message?: unknown; errors?: unknown }>();
  // Text no keyboard types (an unpaired surrogate) is refused before any field is read.
  if (message === unreadableBodyMessage) return null;
  if (typeof errors !== 'object' || errors === null || Object.keys(errors).length === 0) {
    return `400 without field messages: ${response.body.slice(0, 300)}`;
  }
  const notText = Object.entries(errors).filter(([, message]) => typeof message !== 'string');
  return notText.length ? `field messages that are not text: ${response.body.slice(0, 300)}` : null;
}

describe('bad field values on every route with a body or a query', () => {
  let testApp: TestApp;
  let allRoutes: RegisteredRoute[];
  let routes: RegisteredRoute[];
  const accounts = new Map<AccountRole, TestUser>();
  let accessToken: string;
  const templates = new Map<string, Fields>();

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        PUBLIC_RATE_LIMIT_PER_MINUTE: '10000000',
        FORM_MAIL_LIMIT_PER_EMAIL: '100000',
        FORM_MAIL_LIMIT_PER_CLIENT: '100000',
        ACCESS_LINK_MIN_RESPONSE_MS: '0',
        ACCESS_LINK_LIMIT_PER_EMAIL: '100000',
        ACCESS_LINK_LIMIT_PER_CLIENT: '100000',
      },
    });
    allRoutes = registeredRoutes(testApp.app);
    routes = allRoutes.filter((route) => route.inputs.length > 0);
    // Account 1 is one a route may change (a role, a reviewer's subthemes) without signing
    // out the accounts the requests are sent with.
    accounts.set('reviewer', await createUser(testApp, 'reviewer'));
    for (const role of [
      'admin',
      'finance',
      'logistics',
      'communications',
      'check-in',
      'user',
    ] as const) {
      accounts.set(role, await createUser(testApp, role));
    }
    const registrationId = await insertRegistration(testApp, {
      otherTitle: null,
      presentationType: null,
    });
    await insertPayment(testApp, registrationId);
    await insertAbstract(testApp);
    const issued = await testApp.app
      .get(DataSource)
      .transaction((manager) => testApp.app.get(AccessLinksService).issue(manager, registrationId));
    accessToken = new URL(issued.link).searchParams.get('token')!;
    for (const route of routes) {
      const template = await currentValues(route);
      if (template) templates.set(key(route), template);
    }
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  /** The account a request to the route is signed in with: a role that may use it. */
  function headersFor(route: RegisteredRoute): Record<string, string> {
    const headers: Record<string, string> = { 'x-access-token': accessToken };
    if (route.isPublic) return headers;
    const role = route.path.startsWith('/api/admin/') ? adminRouteRoles[key(route)]?.[0] : 'user';
    if (!role) throw new Error(`${key(route)} has no roles in admin-route-roles.ts`);
    return { ...headers, ...bearer(accounts.get(role)!.token) };
  }

  /**
   * What the api itself answers for the record a write route changes (the edit screens send
   * those values back, nulls included), read from the GET of the same path.
   */
  async function currentValues(route: RegisteredRoute): Promise<Fields | undefined> {
    if (route.method === 'GET') return undefined;
    const readable = allRoutes.some((other) => other.method === 'GET' && other.path === route.path);
    if (!readable) return undefined;
    const response = await testApp.app.inject({
      method: 'GET',
      url: concrete(route),
      headers: headersFor(route),
    });
    if (response.statusCode !== 200) return undefined;
    const answer = response.json<{ data?: unknown }>();
    const data = typeof answer.data === 'object' && answer.data !== null ? answer.data : answer;
    return data as Fields;
  }

  let clientNumber = 0;
  /** A client address of its own per request, so per-client limits never hide a handler. */
  const nextClient = () => `198.51.${(++clientNumber >> 8) & 255}.${clientNumber & 255}`;

  /** A form with a file sends its fields as text parts: null and absent alike are no part. */
  function formParts(body: Fields): Record<string, string> {
    return Object.fromEntries(
      Object.entries(body)
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([field, value]) => [
          field,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
    );
  }

  function send(route: RegisteredRoute, body: Fields | undefined, query: Fields | undefined) {
    const multipart = body && route.receivesFile ? multipartBody(formParts(body)) : undefined;
    return testApp.app.inject({
      method: route.method as 'POST',
      url: concrete(route),
      headers: { ...headersFor(route), ...multipart?.headers },
      remoteAddress: nextClient(),
      ...(query ? { query: query as Record<string, string> } : {}),
      ...(multipart ? { payload: multipart.payload } : body ? { payload: body } : {}),
    });
  }

  /**
   * The problem with an answer, if any. Pages meant for a browser (an unsubscribe link's) answer
   * in HTML: those must only not fail nor leak.
   */
  function problemWith(response: LightMyRequestResponse): string | null {
    const page = String(response.headers['content-type'] ?? '').startsWith('text/html');
    if (page) {
      if (response.statusCode >= 500) return `status ${response.statusCode}`;
      return answerProblem({ statusCode: 200, body: response.body } as LightMyRequestResponse);
    }
    return answerProblem(response) ?? fieldMessageProblem(response);
  }

  it('finds the routes with a body or a query, the registration edit among them', () => {
    const found = routes.map(key);
    expect(found).toEqual(
      expect.arrayContaining([
        'PUT /api/admin/registrations/:id',
        'GET /api/admin/registrations',
        'POST /api/contact.php',
      ]),
    );
    const withoutFields = routes.filter((route) =>
      route.inputs.every((input) => dtoFields(input).length === 0),
    );
    // A parameter typed as a plain object or an interface is not validated at all.
    expect(withoutFields.map(key)).toEqual([]);
  });

  it('answers every generated body and query without a 5xx, a leak, or a 400 without field messages', async () => {
    const problems: string[] = [];
    const timings: string[] = [];
    for (const route of routes) {
      const template = templates.get(key(route)) ?? {};
      const bodyFields = route.inputs.filter((input) => input.source === 'body').flatMap(dtoFields);
      const queryFields = route.inputs
        .filter((input) => input.source === 'query')
        .flatMap(dtoFields);
      const requests = fc.record({
        body: bodyFields.length
          ? fieldsArbitrary(bodyFields, template, badJsonValue)
          : fc.constant(undefined),
        query: queryFields.length
          ? fieldsArbitrary(queryFields, {}, badQueryValue)
          : fc.constant(undefined),
      });
      const examples: [{ body: Fields | undefined; query: Fields | undefined }][] =
        bodyFields.length
          ? nullExamples(bodyFields, template).map((body) => [{ body, query: undefined }])
          : [[{ body: undefined, query: Object.fromEntries(queryFields.map((f) => [f, ''])) }]];
      const started = Date.now();
      try {
        await fc.assert(
          fc.asyncProperty(
            requests.map((request) => described(request, shortText(request))),
            async ({ body, query }) => {
              const response = await send(route, body, query);
              const problem = problemWith(response);
              if (problem) throw new Error(problem);
            },
          ),
          { numRuns: runsPerRoute, endOnFailure: true, examples },
        );
      } catch (error) {
        const { message, cause } = error as Error;
        const counterexample = /Counterexample: (.*)/.exec(message)?.[1] ?? message;
        problems.push(
          `${key(route)}\n    sent ${counterexample}\n    got ${(cause as Error | undefined)?.message ?? ''}`,
        );
      }
      timings.push(`${Date.now() - started} ms ${key(route)}`);
    }
    console.log(timings.join('\n'));
    expect(problems).toEqual([]);
  }, 600_000);

  describe('PUT /api/admin/registrations/:id', () => {
    /** A registration of its own, which the generated requests never reach. */
    let id: string;
    beforeAll(async () => {
      id = await insertRegistration(testApp, {
        firstName: 'Amina',
        otherNames: 'Okello',
        otherTitle: null,
        presentationType: null,
      });
    });

    async function details(): Promise<Fields> {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/registrations/${id}`,
        headers: bearer(accounts.get('finance')!.token),
      });
      expect(response.statusCode).toBe(200);
      // The edit screen's two renamed fields; every other value goes back as answered.
      const { data } = response.json<{ data: Fields }>();
      return { ...data, otherNames: data.familyName, fieldTrip: 'No' };
    }

    function edit(body: Fields) {
      return testApp.app.inject({
        method: 'PUT',
        url: `/api/admin/registrations/${id}`,
        headers: bearer(accounts.get('finance')!.token),
        payload: body,
      });
    }

    it('saves the details as the api answers them, an unset other title and presentation as null', async () => {
      const current = await details();
      expect(current).toMatchObject({ otherTitle: null, presentationType: null });
      const response = await edit({ ...current, city: 'Entebbe' });
      expect(response.json()).toMatchObject({
        success: true,
        data: { city: 'Entebbe', otherTitle: null },
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses a null where a value is required with the form\u2019s field message', async () => {
      const response = await edit({ ...(await details()), firstName: null, email: null });
      expect(response.statusCode).toBe(400);
      const { errors } = response.json<{ errors: Record<string, string> }>();
      expect(errors).toEqual({ email: expect.any(String), firstName: expect.any(String) });
    });
  });
});
