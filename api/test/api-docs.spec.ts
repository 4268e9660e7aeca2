import type { OpenAPIObject } from '@nestjs/swagger';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { registeredRoutes } from './support/routes.js';
import { createTestApp, type TestApp } from './support/test-app.js';

type Operation = {
  summary?: string;
  tags?: string[];
  operationId?: string;
  security?: unknown[];
  'x-roles'?: string[];
};

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the document, as `METHOD /path`. */
function operationsOf(document: Pick<OpenAPIObject, 'paths'>): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (operation) operations.set(`${method.toUpperCase()} ${path}`, operation);
    }
  }
  return operations;
}

/** The operations that say nothing of what they do. */
function undescribed(document: Pick<OpenAPIObject, 'paths'>): string[] {
  return [...operationsOf(document)]
    .filter(([, operation]) => !operation.summary?.trim())
    .map(([name]) => name)
    .sort();
}

describe('the api described: GET /api/docs-json', () => {
  let t: TestApp;
  let admin: TestUser;
  let finance: TestUser;
  let document: OpenAPIObject;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, 'admin');
    finance = await createUser(t, 'finance');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs-json',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenAPIObject>();
  });

  afterAll(async () => {
    await t.close();
  });

  it('is for admins: another role is refused, and so is nobody signed in', async () => {
    const asFinance = await t.app.inject({
      method: 'GET',
      url: '/api/docs-json',
      headers: bearer(finance.token),
    });
    expect(asFinance.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs-json' })).statusCode).toBe(401);
  });

  it('lists every route the api serves, each once', () => {
    const listed = operationsOf(document);
    const served = registeredRoutes(t.app).map(
      ({ method, path }) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(served.filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed.keys()].filter((route) => !served.includes(route))).toEqual([]);
  });

  it("says what each route does, under the organisers' job it serves", () => {
    expect(undescribed(document)).toEqual([]);
    const jobs = [
      'Public site',
      'Overview',
      'Registrations and money',
      'Abstracts and programme',
      'Inboxes',
      'On site',
      'Messages',
      'Team and settings',
      'Operations',
    ];
    const untagged = [...operationsOf(document)]
      .filter(([, operation]) => !operation.tags?.some((tag) => jobs.includes(tag)))
      .map(([name]) => name);
    expect(untagged).toEqual([]);
  });

  it("names who may call each route, from the guards' own permission table", () => {
    const operations = operationsOf(document);
    expect(operations.get('GET /api/admin/registrations')).toMatchObject({
      security: [{ bearer: [] }],
      'x-roles': expect.arrayContaining(['admin', 'finance']) as unknown,
    });
    expect(operations.get('GET /api/admin/registrations')?.['x-roles']).not.toContain('reviewer');
    expect(operations.get('POST /api/registration.php')).toMatchObject({ security: [] });
  });

  it('describes a request by the fields its rules check', () => {
    const schemas = document.components?.schemas ?? {};
    expect(Object.keys(schemas['GroupInvoiceConsentAnswerDto'] ?? {})).toContain('properties');
    expect(
      Object.keys(
        (schemas['GroupInvoiceConsentAnswerDto'] as { properties: object } | undefined)
          ?.properties ?? {},
      ),
    ).toEqual(['token', 'answer']);
  });

  it('fails for a route that says nothing of what it does', () => {
    const paths = {
      '/api/described': { get: { summary: 'Answers the described thing', responses: {} } },
      '/api/silent': { post: { responses: {} }, get: { summary: '  ', responses: {} } },
    } as unknown as OpenAPIObject['paths'];
    expect(undescribed({ paths })).toEqual(['GET /api/silent', 'POST /api/silent']);
  });

  it('is browsable at /api/docs on a developer machine only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    const development = await createTestApp({ env: { NODE_ENV: 'development' } });
    try {
      const page = await development.app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('swagger-ui');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      const json = await development.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
      expect(Object.keys(json.json<OpenAPIObject>().paths)).toContain('/api/registration.php');
    } finally {
      await development.close();
    }
  });
});
