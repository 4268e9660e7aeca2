import { staffRoles, type AccountRole } from '@caawg11/conference';
import { bearer, createUser, insertRegistration, type TestUser } from './support/admin-fixtures.js';
import { adminRouteRoles } from './support/admin-route-roles.js';
import { registeredRoutes, type RegisteredRoute } from './support/routes.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const roles: readonly AccountRole[] = [...staffRoles, 'user'];

const key = (route: RegisteredRoute) => `${route.method} ${route.path}`;
const isAdminRoute = (route: RegisteredRoute) => route.path.startsWith('/api/admin/');

describe('the role matrix: every admin route with every role', () => {
  let testApp: TestApp;
  let routes: RegisteredRoute[];
  let registrationId: string;
  const accounts = new Map<AccountRole, TestUser>();

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '100000' } });
    routes = registeredRoutes(testApp.app);
    registrationId = await insertRegistration(testApp);
    for (const role of roles) accounts.set(role, await createUser(testApp, role));
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function statusOf(route: RegisteredRoute, headers: Record<string, string>) {
    const response = await testApp.app.inject({
      method: route.method as 'GET',
      url: route.path.replace(/:[A-Za-z]+/g, registrationId),
      headers,
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });
    return response.statusCode;
  }

  it('knows every admin route the api registers, and no route it does not', () => {
    expect(routes.filter(isAdminRoute).map(key).sort()).toEqual(
      Object.keys(adminRouteRoles).sort(),
    );
  });

  it('lets each role through exactly the routes of its permissions, 403 elsewhere', async () => {
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const route of routes.filter(isAdminRoute)) {
      for (const role of roles) {
        const status = await statusOf(route, bearer(accounts.get(role)!.token));
        const allowed = adminRouteRoles[key(route)]!.includes(role);
        seen.push(
          `${key(route)} as ${role}: ${status === 403 ? 'refused' : `reached (${status})`}`,
        );
        wanted.push(
          `${key(route)} as ${role}: ${allowed ? `reached (${status === 403 || status === 401 ? 'not 401/403' : status})` : 'refused'}`,
        );
      }
    }
    expect(seen).toEqual(wanted);
    // Every admin route with every role, one request each: some hundreds of requests, a few of
    // them rendering PDFs; the list grows with the product.
  }, 120_000);

  it('answers 401 to anonymous calls of every admin route', async () => {
    const statuses: string[] = [];
    for (const route of routes.filter(isAdminRoute)) {
      statuses.push(`${key(route)}: ${await statusOf(route, {})}`);
    }
    expect(statuses).toEqual(routes.filter(isAdminRoute).map((route) => `${key(route)}: 401`));
  });

  it('keeps every other route either public on purpose or behind sign-in', () => {
    const neither = routes
      .filter((route) => !isAdminRoute(route) && !route.isPublic && route.guards.length === 0)
      .map(key);
    expect(neither).toEqual([]);
  });

  it('refuses a signed-in organiser with a message that names the reason', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/payments',
      headers: bearer(accounts.get('reviewer')!.token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(
      'Your role does not give access to this. A conference administrator can change your role.',
    );
  });
});
