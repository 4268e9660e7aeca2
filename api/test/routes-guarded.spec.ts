import { createHmac } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { PermissionGuard, JwtAuthGuard } from '../src/platform/auth/guards.js';
import { bearer, createUser, type TestUser } from './support/admin-fixtures.js';
import { registeredRoutes, type RegisteredRoute } from './support/routes.js';
import { createTestApp, type TestApp } from './support/test-app.js';

function base64url(value: object | string): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString(
    'base64url',
  );
}

/** The token with its payload rewritten and the original signature kept. */
function tamperedRole(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as object;
  return `${header}.${base64url({ ...claims, role: 'admin' })}.${signature}`;
}

/** A well-formed HS256 token signed with a secret the api does not have. */
function signedElsewhere(claims: object): string {
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64url(claims);
  const signature = createHmac('sha256', 'not-the-api-secret-0123456789abcdef0123')
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** An unsigned token (alg none), which a careless verifier would accept. */
function unsigned(claims: object): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

/** A concrete URL for a route pattern: every :param becomes 1. */
function concrete(route: RegisteredRoute): string {
  return route.path.replace(/:[A-Za-z]+/g, '1');
}

describe('every route is guarded or public on purpose', () => {
  let testApp: TestApp;
  let routes: RegisteredRoute[];
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
        FORM_MAIL_LIMIT_PER_EMAIL: '100000',
        FORM_MAIL_LIMIT_PER_CLIENT: '100000',
      },
    });
    routes = registeredRoutes(testApp.app);
    admin = await createUser(testApp, 'admin');
    user = await createUser(testApp, 'user');
  });

  afterAll(async () => {
    await testApp.close();
  });

  const adminRoutes = () => routes.filter((route) => route.path.startsWith('/api/admin/'));

  it('finds the routes Nest registered, admin routes among them', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(adminRoutes().length).toBeGreaterThanOrEqual(5);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['POST /api/contact.php', 'GET /api/admin/registrations']),
    );
  });

  it('puts the JWT and admin-role guards on every /api/admin route, and none is public', () => {
    const unguarded = adminRoutes()
      .filter(
        (route) =>
          route.isPublic ||
          !route.guards.includes(JwtAuthGuard.name) ||
          !route.guards.includes(PermissionGuard.name),
      )
      .map((route) => `${route.method} ${route.path} (${route.controller}.${route.handler})`);
    expect(unguarded).toEqual([]);
  });

  it('marks every other route @Public() or gives it a guard', () => {
    const neither = routes
      .filter((route) => !route.isPublic && route.guards.length === 0)
      .map((route) => `${route.method} ${route.path} (${route.controller}.${route.handler})`);
    expect(neither).toEqual([]);
  });

  describe('each /api/admin route refuses', () => {
    async function statusesFor(headers: Record<string, string>): Promise<string[]> {
      const answers: string[] = [];
      for (const route of adminRoutes()) {
        const response = await testApp.app.inject({
          method: route.method as 'GET',
          url: concrete(route),
          headers,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        // A file answer (an export, a ZIP) has no envelope: only refusals need one here.
        const body = response.headers['content-type']?.toString().startsWith('application/json')
          ? response.json<{ success?: boolean }>()
          : {};
        answers.push(
          `${route.method} ${route.path}: ${response.statusCode} ${String(body.success)}`,
        );
      }
      return answers;
    }

    const expectAll = (answers: string[], status: number) =>
      expect(answers).toEqual(
        answers.map((answer) => answer.replace(/: .*$/, `: ${status} false`)),
      );

    it('a request without a token (401)', async () => {
      expectAll(await statusesFor({}), 401);
    });

    it('an expired token (401)', async () => {
      const expired = await testApp.app
        .get(JwtService)
        .signAsync({ sub: admin.id, email: admin.email, role: 'admin' }, { expiresIn: -60 });
      expectAll(await statusesFor(bearer(expired)), 401);
    });

    it('a tampered token: a user token whose role was rewritten to admin (401)', async () => {
      expectAll(await statusesFor(bearer(tamperedRole(user.token))), 401);
    });

    it('a token signed with another secret, or not signed at all (401)', async () => {
      const claims = { sub: admin.id, email: admin.email, role: 'admin' };
      expectAll(await statusesFor(bearer(signedElsewhere(claims))), 401);
      expectAll(await statusesFor(bearer(unsigned(claims))), 401);
    });

    it('a valid token of an account that is not an admin (403)', async () => {
      expectAll(await statusesFor(bearer(user.token)), 403);
    });

    it('and lets a valid admin token past the guards', async () => {
      const answers = await statusesFor(bearer(admin.token));
      const refusedByGuards = answers.filter((answer) => / (401|403) /.test(answer));
      expect(refusedByGuards).toEqual([]);
    });
  });
});
