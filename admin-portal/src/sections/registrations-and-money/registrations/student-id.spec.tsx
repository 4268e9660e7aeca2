import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuthUser, StaffRole } from '@caawg11/conference';
import type { AdminRegistrationDetails } from '../../../api/types';
import { adminUser, registration, renderAdmin, signedIn } from '../../../testing/render-admin';

function studentRegistration(): AdminRegistrationDetails {
  return registration({
    participantCategory: 'student',
    registrationType: 'Student',
    hasStudentId: true,
    studentIdUrl: '/api/admin/registrations/5/student-id-link',
  });
}

async function openDetails(role: StaffRole, row: AdminRegistrationDetails) {
  const user: AuthUser = { ...adminUser, role };
  const calls = signedIn({
    'GET /api/auth/me': { body: { success: true, data: user } },
    'GET /api/admin/registrations': { body: { success: true, data: [row], count: 1 } },
    'POST /api/admin/registrations/5/student-id-link': {
      body: { success: true, url: '/api/files/3/1/abc' },
    },
  });
  renderAdmin('/dashboard/registrations');
  // The first render loads the section's code, which takes past a second on a busy machine.
  const view = await screen.findByRole(
    'button',
    { name: `View Dr. ${row.firstName} ${row.familyName}` },
    { timeout: 5000 },
  );
  await userEvent.click(view);
  return { calls, dialog: screen.getByRole('dialog', { name: 'Registration Details' }) };
}

describe("a registration's student ID", () => {
  it('opens for finance through the link of its registration', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { calls, dialog } = await openDetails('finance', studentRegistration());
    await userEvent.click(within(dialog).getByRole('button', { name: 'View Student ID' }));
    await waitFor(() => expect(tab.location.href).toBe('/api/files/3/1/abc'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/registrations/5/student-id-link',
    ]);
  });

  it('is not offered to logistics, whose role may read the registration but not its files', async () => {
    const { dialog } = await openDetails('logistics', studentRegistration());
    expect(within(dialog).getByText('Registration Type').nextSibling).toHaveTextContent('Student');
    expect(within(dialog).queryByRole('button', { name: 'View Student ID' })).toBeNull();
  });
});
