import { JwtService } from '@nestjs/jwt';
import { createUser, insertRegistration, type TestUser } from './support/admin-fixtures.js';
import { adminRouteRoles } from './support/admin-route-roles.js';
import { registeredRoutes, type RegisteredRoute } from './support/routes.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Fills path parameters so the request reaches the route's guards. */
function concrete(path: string, id: string): string {
  return path.replace(/:[A-Za-z]+/g, id);
}

describe('every /api/admin route needs a signed-in admin', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let user: TestUser;
  let adminRoutes: RegisteredRoute[];
  let registrationId: string;
  const tokens: Record<string, () => Promise<string>> = {};

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createUser(testApp, 'admin');
    user = await createUser(testApp, 'user');
    registrationId = await insertRegistration(testApp);
    adminRoutes = registeredRoutes(testApp.app).filter((route) =>
      route.path.startsWith('/api/admin'),
    );
    const jwt = testApp.app.get(JwtService);
    const claims = { sub: admin.id, email: admin.email, role: 'admin' as const };
    tokens.expired = () => jwt.signAsync(claims, { expiresIn: -60 });
    tokens.tampered = () => {
      // The same header and signature over a payload that claims another account.
      const [header, , signature] = admin.token.split('.');
      const payload = Buffer.from(JSON.stringify({ ...claims, sub: user.id })).toString(
        'base64url',
      );
      return Promise.resolve(`${header}.${payload}.${signature}`);
    };
    tokens['signed with another secret'] = () =>
      jwt.signAsync(claims, { secret: 'another-secret-another-secret-0123456789' });
    tokens['of an account that no longer exists'] = () =>
      jwt.signAsync({ sub: '999999', email: 'gone@example.org', role: 'admin' });
    tokens['not a token at all'] = () => Promise.resolve('not-a-jwt');
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('finds the admin routes of the api', () => {
    const listed = adminRoutes.map((route) => `${route.method} ${route.path}`).sort();
    expect(listed).toEqual(Object.keys(adminRouteRoles).sort());
  });

  it('finds every route of the api either guarded or marked @Public on purpose', () => {
    const unmarked = registeredRoutes(testApp.app)
      .filter((route) => !route.isPublic && route.guards.length === 0)
      .map((route) => `${route.method} ${route.path}`);
    expect(unmarked).toEqual([]);
  });

  it('puts the token and role guards on every admin controller class, never @Public', () => {
    for (const route of adminRoutes) {
      expect({ route: route.path, guards: route.guards, isPublic: route.isPublic }).toEqual({
        route: route.path,
        guards: expect.arrayContaining(['JwtAuthGuard', 'PermissionGuard']),
        isPublic: false,
      });
    }
  });

  it('refuses each admin route without a token: 401', async () => {
    for (const route of adminRoutes) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: concrete(route.path, registrationId),
      });
      expect({ route: `${route.method} ${route.path}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('refuses each admin route with an expired, tampered or foreign token: 401', async () => {
    for (const [kind, makeToken] of Object.entries(tokens)) {
      const token = await makeToken();
      for (const route of adminRoutes) {
        const response = await testApp.app.inject({
          method: route.method as 'GET',
          url: concrete(route.path, registrationId),
          headers: { authorization: `Bearer ${token}` },
        });
        expect({
          kind,
          route: `${route.method} ${route.path}`,
          status: response.statusCode,
        }).toEqual({ kind, route: `${route.method} ${route.path}`, status: 401 });
      }
    }
  });

  it('refuses each admin route to a signed-in account of another role: 403', async () => {
    for (const route of adminRoutes) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: concrete(route.path, registrationId),
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect({ route: `${route.method} ${route.path}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
    }
  });

  it('lets an admin through every admin route', async () => {
    for (const route of adminRoutes) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: concrete(route.path, registrationId),
        headers: { authorization: `Bearer ${admin.token}` },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect({
        route: `${route.method} ${route.path}`,
        refused: [401, 403].includes(response.statusCode),
      }).toEqual({
        route: `${route.method} ${route.path}`,
        refused: false,
      });
    }
  });

  it('takes a role change effect at once: a demoted admin is refused with the old token', async () => {
    const demoted = await createUser(testApp, 'admin');
    await testApp.db.query("UPDATE users SET role = 'user' WHERE id = ?", [demoted.id]);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { authorization: `Bearer ${demoted.token}` },
    });
    expect(response.statusCode).toBe(403);
  });
});
