import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, signedIn } from '../../testing/render-admin';

const lastAdminMessage =
  'The team needs at least one enabled administrator: make someone else an administrator first.';

const members = [
  { id: '1', email: 'chair@example.org', role: 'admin', status: 'active', createdAt: '' },
  { id: '2', email: 'treasurer@example.org', role: 'finance', status: 'active', createdAt: '' },
];

describe('the Team section', () => {
  it('lists members with role and status, changes a role, and shows why the api refused', async () => {
    const calls = signedIn({
      'GET /api/admin/team': { body: { success: true, data: members, count: 2 } },
      'PUT /api/admin/team/2/role': { body: { success: true, data: members[1] } },
      'PUT /api/admin/team/1/disable': {
        status: 409,
        body: { success: false, message: lastAdminMessage },
      },
    });
    renderAdmin('/dashboard/team');
    const row = (await screen.findByText('treasurer@example.org')).closest('tr')!;
    expect(within(row).getByText('active')).toBeInTheDocument();
    await userEvent.selectOptions(within(row).getByRole('combobox'), 'logistics');
    expect(calls.find((call) => call.path === '/api/admin/team/2/role')?.body).toEqual({
      role: 'logistics',
    });
    const chair = screen.getByText('chair@example.org').closest('tr')!;
    await userEvent.click(within(chair).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(lastAdminMessage);
  });
});
