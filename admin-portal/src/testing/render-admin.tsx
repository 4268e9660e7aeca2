import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { AdminRegistration, AuthUser, DashboardStatistics } from '@caawg11/conference';
import { App, createQueryClient } from '../App';
import type { AdminRegistrationDetails } from '../api/types';

export interface MockResponse {
  status?: number;
  body?: unknown;
}

type Handler = (request: {
  method: string;
  url: URL;
  body: unknown;
}) => MockResponse | Promise<MockResponse>;

export interface ApiCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  authorization: string | null;
  idempotencyKey: string | null;
}

/** What a spec records of one request the portal made. */
export function apiCallOf(url: URL, init: RequestInit | undefined, body: unknown): ApiCall {
  const headers = new Headers(init?.headers);
  return {
    method: init?.method ?? 'GET',
    path: url.pathname,
    search: url.searchParams,
    body,
    authorization: headers.get('Authorization'),
    idempotencyKey: headers.get('Idempotency-Key'),
  };
}

/**
 * Replaces fetch with a table of answers keyed by 'METHOD /api/path' (query string ignored).
 * Unlisted calls answer 500. Returns the calls made, for assertions.
 */
export function mockApi(routes: Record<string, Handler | MockResponse>): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = input instanceof Request ? input.url : input.toString();
    const url = new URL(href, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push(apiCallOf(url, init, body));
    const route = routes[`${method} ${url.pathname}`];
    const answer: MockResponse = !route
      ? { status: 500, body: { success: false, message: 'unexpected call' } }
      : typeof route === 'function'
        ? await route({ method, url, body })
        : route;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const adminUser: AuthUser = { id: '1', email: 'organiser@example.org', role: 'admin' };

export function signedIn(routes: Record<string, Handler | MockResponse>): ApiCall[] {
  window.localStorage.setItem('token', 'test-token');
  return mockApi({
    'GET /api/auth/me': { body: { success: true, data: adminUser } },
    // The settings panels beside the registrations list and the finance report.
    'GET /api/admin/field-trip': {
      body: {
        success: true,
        data: { seats: 40, payBy: '2025-09-15', held: 0, paid: 0, waiting: 0 },
      },
    },
    'GET /api/admin/cancellation-policy': {
      body: {
        success: true,
        data: {
          fullRefundBefore: '2025-08-01',
          partialRefundBefore: '2025-09-15',
          partialRefundPercent: 50,
        },
      },
    },
    // The two-factor panels of My account and the Team section.
    'GET /api/auth/two-factor': {
      body: { success: true, data: { enabled: true, recoveryCodesLeft: 10, required: true } },
    },
    'GET /api/admin/team/two-factor-requirement': {
      body: { success: true, data: { requiredRoles: ['admin', 'finance'] } },
    },
    ...routes,
  });
}

function CurrentPath() {
  const location = useLocation();
  return (
    <div data-testid="location">
      {location.pathname}
      {location.search}
    </div>
  );
}

/** Renders the remote as the shell does: under /dashboard/* of one router. */
export function renderAdmin(path = '/dashboard'): RenderResult {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/*" element={<App queryClient={createTestQueryClient()} />} />
        <Route path="/" element={<p>Public home page</p>} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}

function createTestQueryClient() {
  const client = createQueryClient();
  // The app's own staleTime stays, so a screen that reads a cached list where it needs a fresh one fails here too.
  client.setDefaultOptions({
    queries: { retry: false, staleTime: 15_000 },
    mutations: { retry: 0 },
  });
  return client;
}

let next = 0;

export function registration(
  overrides: Partial<AdminRegistrationDetails> = {},
): AdminRegistrationDetails {
  next += 1;
  return {
    _id: String(next),
    reference: `CAAWG11-${String(next).padStart(4, '0')}`,
    title: 'Dr.',
    otherTitle: null,
    firstName: `Amina${next}`,
    familyName: `Okello${next}`,
    email: `amina${next}@example.org`,
    pendingEmail: null,
    phone: '+256700000000',
    country: 'Uganda',
    city: 'Kampala',
    institution: 'Makerere University',
    gender: 'Female',
    participantCategory: 'non-member',
    registrationType: 'Non-member',
    participationType: 'attendee',
    presentationType: null,
    registrationFee: 150,
    pricingTier: 'early-bird',
    attendingFieldTrip: false,
    paymentStatus: 'pending',
    amountPaid: '0.00',
    balanceDue: '150.00',
    fieldTripSeat: null,
    cancellation: null,
    hasStudentId: false,
    studentIdUrl: null,
    createdAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function statistics(overrides: Partial<DashboardStatistics> = {}): DashboardStatistics {
  const recent: AdminRegistration[] = [
    registration({ firstName: 'Grace', familyName: 'Nakato', paymentStatus: 'verified' }),
    registration({ firstName: 'Ruth', familyName: 'Achieng', paymentStatus: 'pending' }),
    registration({ firstName: 'Joy', familyName: 'Auma', paymentStatus: 'rejected' }),
  ];
  return {
    totalRegistrations: 20,
    verifiedPayments: 9,
    pendingPayments: 4,
    totalAbstracts: 12,
    totalRevenue: 1150.5,
    registrationTypeBreakdown: { nonMember: 8, speakerMember: 7, affiliateStudent: 5 },
    presentationTypes: { oral: 6, poster: 2 },
    fieldTripAttendance: 5,
    recentRegistrations: recent,
    ...overrides,
  };
}
