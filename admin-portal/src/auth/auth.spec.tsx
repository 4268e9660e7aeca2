import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, mockApi, renderAdmin, signedIn, statistics } from '../testing/render-admin';

const dashboard = { 'GET /api/admin/dashboard': { body: { success: true, data: statistics() } } };

describe('signing in to the admin panel', () => {
  it('shows the login screen without a stored token', async () => {
    const calls = mockApi({});
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByText('Please login to access the admin dashboard')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(calls).toEqual([]);
  });

  it('asks for both e-mail and password before calling the api', async () => {
    const calls = mockApi({});
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please provide email and password');
    expect(calls).toEqual([]);
  });

  it("signs in, keeps the token under 'token' and shows the panel with the user's e-mail", async () => {
    let release: () => void = () => undefined;
    const calls = mockApi({
      'POST /api/auth/login': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({ body: { success: true, token: 'jwt-1', message: 'Signed in' } });
        }),
      'GET /api/auth/me': { body: { success: true, data: adminUser } },
      ...dashboard,
    });
    renderAdmin();
    await userEvent.type(await screen.findByLabelText('Email address'), adminUser.email);
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Admin Panel')).toBeInTheDocument();
    expect(screen.getByText(adminUser.email)).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('jwt-1');
    expect(calls[0]?.body).toEqual({ email: adminUser.email, password: 'secret-password' });
    expect(calls.find((call) => call.path === '/api/auth/me')?.authorization).toBe('Bearer jwt-1');
  });

  it("shows the server's message in a red alert when sign-in fails, and keeps no token", async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 401,
        body: { success: false, message: 'Invalid email or password.' },
      },
    });
    renderAdmin();
    await userEvent.type(await screen.findByLabelText('Email address'), 'x@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("says 'Login failed' and keeps no token when the signed-in user cannot be fetched", async () => {
    mockApi({
      'POST /api/auth/login': { body: { success: true, token: 'jwt-1', message: 'Signed in' } },
      'GET /api/auth/me': { status: 502 },
    });
    renderAdmin();
    await userEvent.type(await screen.findByLabelText('Email address'), adminUser.email);
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it("falls back to 'Invalid login credentials' when the server sends no message", async () => {
    mockApi({ 'POST /api/auth/login': { status: 502 } });
    renderAdmin();
    await userEvent.type(await screen.findByLabelText('Email address'), 'x@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
  });

  it('shows a spinner while a stored token is checked, then the panel', async () => {
    let release: () => void = () => undefined;
    window.localStorage.setItem('token', 'stored');
    mockApi({
      'GET /api/auth/me': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { success: true, data: adminUser } });
        }),
      ...dashboard,
    });
    renderAdmin();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the admin panel');
    release();
    expect(await screen.findByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
  });

  it('removes a token the api no longer accepts and shows the login screen with the reason', async () => {
    window.localStorage.setItem('token', 'expired');
    mockApi({
      'GET /api/auth/me': {
        status: 401,
        body: { success: false, message: 'Your session has ended. Please sign in again.' },
      },
    });
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sends a signed-in user of another role to /', async () => {
    window.localStorage.setItem('token', 'user-token');
    mockApi({
      'GET /api/auth/me': { body: { success: true, data: { ...adminUser, role: 'user' } } },
    });
    renderAdmin('/dashboard/payments');
    expect(await screen.findByText('Public home page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('lets every organiser role in, with only the sections its role may read in the side bar', async () => {
    const sidebars: Record<string, string[]> = {};
    for (const role of ['finance', 'reviewer', 'logistics', 'communications'] as const) {
      window.localStorage.setItem('token', `${role}-token`);
      const calls = mockApi({
        'GET /api/auth/me': { body: { success: true, data: { ...adminUser, role } } },
        ...dashboard,
      });
      const { unmount } = renderAdmin();
      const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
      sidebars[role] = within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent ?? '');
      if (role === 'reviewer' || role === 'communications') {
        expect(calls.map((call) => call.path)).not.toContain('/api/admin/dashboard');
      }
      unmount();
    }
    expect(sidebars).toEqual({
      finance: [
        'Dashboard',
        'Statistics',
        'Registrations',
        'Payments',
        'Bank statements',
        'Group invoices',
        'Finance',
        'Walk-in desk',
        'Badges',
        'My account',
      ],
      reviewer: ['Dashboard', 'My reviews', 'My account'],
      logistics: [
        'Dashboard',
        'Statistics',
        'Registrations',
        'Accommodation requests',
        'Badges',
        'My account',
      ],
      communications: [
        'Dashboard',
        'Membership applications',
        'Contact messages',
        'Sponsorship inquiries',
        'Announcements',
        'Mail log',
        'My account',
      ],
    });
  });

  it('logs out: the api ends the session, then the token is cleared and the login screen returns', async () => {
    let tokenWhenCalled: string | null = 'not called';
    const calls = signedIn({
      ...dashboard,
      'POST /api/auth/logout': () => {
        tokenWhenCalled = window.localStorage.getItem('token');
        return { body: { success: true, message: 'Signed out' } };
      },
    });
    renderAdmin();
    await screen.findByRole('heading', { name: 'Dashboard Overview' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    const logout = calls.find((call) => call.path === '/api/auth/logout');
    expect(logout).toMatchObject({ method: 'POST', authorization: 'Bearer test-token' });
    expect(tokenWhenCalled).toBe('test-token');
  });

  it('logs out here even when the api cannot end the session', async () => {
    signedIn({ ...dashboard, 'POST /api/auth/logout': { status: 503 } });
    renderAdmin();
    await screen.findByRole('heading', { name: 'Dashboard Overview' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('gives each section its own URL through the side bar', async () => {
    signedIn({
      ...dashboard,
      'GET /api/admin/payments': { body: { success: true, data: [], count: 0 } },
    });
    renderAdmin();
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Payments' }));
    expect(
      await screen.findByRole('heading', { name: 'Payment Verification' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/payments');
    await userEvent.click(within(nav).getByRole('link', { name: 'Statistics' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/statistics'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Conference Statistics' }),
    ).toBeInTheDocument();
  });
});
