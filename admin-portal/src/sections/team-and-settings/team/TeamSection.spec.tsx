import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, signedIn } from '../../../testing/render-admin';

const lastAdminMessage =
  'The team needs at least one enabled administrator: make someone else an administrator first.';

const members = [
  {
    id: '1',
    email: 'chair@example.org',
    role: 'admin',
    status: 'active',
    createdAt: '',
    subthemes: [],
  },
  {
    id: '2',
    email: 'treasurer@example.org',
    role: 'finance',
    status: 'active',
    createdAt: '',
    subthemes: [],
  },
  {
    id: '3',
    email: 'reader@example.org',
    role: 'reviewer',
    status: 'active',
    createdAt: '',
    subthemes: ['Water Supply and Geosciences'],
  },
];

const teamList = { body: { success: true, data: members, count: members.length } };
const noInvitations = { body: { success: true, data: [], count: 0 } };

function invitation(email: string, role: string, subthemes: string[] = []) {
  return {
    id: email,
    email,
    role,
    subthemes,
    invitedBy: 'organiser@example.org',
    expiresAt: '2025-06-04T10:00:00.000Z',
    createdAt: '2025-06-01T10:00:00.000Z',
  };
}

describe('the Team section', () => {
  it('lists members with role and status, changes a role, and shows why the api refused', async () => {
    const calls = signedIn({
      'GET /api/admin/team': teamList,
      'GET /api/admin/team/invitations': noInvitations,
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

  it('invites a reviewer with their subthemes and lists the invitation as pending', async () => {
    let pending = [invitation('old@example.org', 'finance')];
    const calls = signedIn({
      'GET /api/admin/team': teamList,
      'GET /api/admin/team/invitations': () => ({
        body: { success: true, data: pending, count: pending.length },
      }),
      'POST /api/admin/team/invitations': ({ body }) => {
        const request = body as { email: string; role: string; subthemes: string[] };
        const created = invitation(request.email, request.role, request.subthemes);
        pending = [created, ...pending];
        return {
          body: { success: true, message: `Invitation sent to ${request.email}.`, data: created },
        };
      },
    });
    renderAdmin('/dashboard/team');
    await screen.findByRole('heading', { name: 'Team' });
    const list = screen.getByRole('region', { name: 'Pending invitations' });
    expect(await within(list).findByText('old@example.org')).toBeInTheDocument();
    expect(within(list).getByText('4 Jun 2025, 13:00')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Invite a team member' });
    expect(within(form).queryByRole('group', { name: 'Subthemes' })).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('E-mail'), 'new.reviewer@example.org');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'Reviewer');
    const subthemes = within(form).getByRole('group', { name: 'Subthemes' });
    expect(within(subthemes).getAllByRole('checkbox')).toHaveLength(11);
    await userEvent.click(within(subthemes).getByLabelText('Geosciences for Climate Resilience'));
    await userEvent.click(within(subthemes).getByLabelText('Harnessing Geospatial Data and AI'));
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Invitation sent to new.reviewer@example.org.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'new.reviewer@example.org',
      role: 'reviewer',
      subthemes: ['Harnessing Geospatial Data and AI', 'Geosciences for Climate Resilience'],
    });
    expect(await within(list).findByText('new.reviewer@example.org')).toBeInTheDocument();
    expect(within(list).getByText('Reviewer')).toBeInTheDocument();
    expect(within(form).getByLabelText('E-mail')).toHaveValue('');
  });

  it('checks the form before sending and shows what the api refuses', async () => {
    const calls = signedIn({
      'GET /api/admin/team': teamList,
      'GET /api/admin/team/invitations': noInvitations,
      'POST /api/admin/team/invitations': {
        status: 409,
        body: { success: false, message: 'An account for this address already exists.' },
      },
    });
    renderAdmin('/dashboard/team');
    const form = await screen.findByRole('form', { name: 'Invite a team member' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Invalid email format')).toHaveAttribute('role', 'alert');
    expect(within(form).getByText('Please choose a role')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(within(form).getByLabelText('E-mail'));
    await userEvent.type(within(form).getByLabelText('E-mail'), 'treasurer@example.org');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'finance');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'An account for this address already exists.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'treasurer@example.org',
      role: 'finance',
    });
  });

  it("changes a reviewer's subthemes in a dialog", async () => {
    let current = members;
    const calls = signedIn({
      'GET /api/admin/team': () => ({ body: { success: true, data: current, count: 3 } }),
      'GET /api/admin/team/invitations': noInvitations,
      'PUT /api/admin/team/3/subthemes': ({ body }) => {
        const { subthemes } = body as { subthemes: string[] };
        current = members.map((member) => (member.id === '3' ? { ...member, subthemes } : member));
        return { body: { success: true, data: current[2] } };
      },
    });
    renderAdmin('/dashboard/team');
    const row = (await screen.findByText('reader@example.org')).closest('tr')!;
    expect(within(row).getByText('Water Supply and Geosciences')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Edit subthemes of treasurer@example.org' }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      within(row).getByRole('button', { name: 'Edit subthemes of reader@example.org' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Subthemes of reader@example.org' });
    expect(within(dialog).getByLabelText('Water Supply and Geosciences')).toBeChecked();
    await userEvent.click(within(dialog).getByLabelText('Water Supply and Geosciences'));
    await userEvent.click(within(dialog).getByLabelText('Geoethics and Inclusive Development'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save subthemes' }));

    expect(await within(row).findByText('Geoethics and Inclusive Development')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      subthemes: ['Geoethics and Inclusive Development'],
    });
  });

  it("keeps the subthemes dialog open with the api's refusal", async () => {
    signedIn({
      'GET /api/admin/team': { body: { success: true, data: members, count: 3 } },
      'GET /api/admin/team/invitations': noInvitations,
      'PUT /api/admin/team/3/subthemes': {
        status: 400,
        body: {
          success: false,
          message: 'Please choose subthemes from the list',
          errors: { subthemes: 'Please choose subthemes from the list' },
        },
      },
    });
    renderAdmin('/dashboard/team');
    const row = (await screen.findByText('reader@example.org')).closest('tr')!;
    await userEvent.click(
      within(row).getByRole('button', { name: 'Edit subthemes of reader@example.org' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Subthemes of reader@example.org' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save subthemes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please choose subthemes from the list',
    );
    expect(within(dialog).getByLabelText('Water Supply and Geosciences')).toBeChecked();
  });

  it('replaces the team with the Error panel when a refresh fails', async () => {
    let fail = false;
    signedIn({
      'GET /api/admin/team': () =>
        fail ? { status: 500, body: { success: false, message: 'down' } } : teamList,
      'GET /api/admin/team/invitations': noInvitations,
      'PUT /api/admin/team/2/role': () => {
        fail = true;
        return { body: { success: true, data: members[1] } };
      },
    });
    renderAdmin('/dashboard/team');
    const row = (await screen.findByText('treasurer@example.org')).closest('tr')!;
    await userEvent.selectOptions(within(row).getByRole('combobox'), 'logistics');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^ErrorFailed to load the team$/);
    expect(screen.queryByText('treasurer@example.org')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Team members' })).not.toBeInTheDocument();
  });

  it('shows who has two factors, resets one after a confirmation, and saves the required roles', async () => {
    const withTwoFactor = members.map((member) => ({ ...member, twoFactor: member.id === '2' }));
    const calls = signedIn({
      'GET /api/admin/team': { body: { success: true, data: withTwoFactor, count: 3 } },
      'GET /api/admin/team/invitations': noInvitations,
      'POST /api/admin/team/2/two-factor/reset': {
        body: {
          success: true,
          message: 'Two-factor authentication of treasurer@example.org was reset.',
          data: { ...withTwoFactor[1], twoFactor: false },
        },
      },
      'PUT /api/admin/team/two-factor-requirement': ({ body }) => ({
        body: { success: true, message: 'Two-factor requirement saved.', data: body },
      }),
    });
    renderAdmin('/dashboard/team');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Two factors' })).toBeInTheDocument();
    const chair = screen.getByText('chair@example.org').closest('tr')!;
    expect(within(chair).getByText('Off')).toBeInTheDocument();
    expect(within(chair).queryByRole('button', { name: /Reset two factors/ })).toBeNull();
    const treasurer = screen.getByText('treasurer@example.org').closest('tr')!;
    expect(within(treasurer).getByText('On')).toBeInTheDocument();

    await userEvent.click(
      within(treasurer).getByRole('button', { name: 'Reset two factors of treasurer@example.org' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reset two-factor authentication?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path.endsWith('/two-factor/reset'))).toBe(false);
    await userEvent.click(
      within(treasurer).getByRole('button', { name: 'Reset two factors of treasurer@example.org' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset two factors' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Two-factor authentication of treasurer@example.org was reset.',
    );
    expect(calls.filter((call) => call.path === '/api/admin/team/2/two-factor/reset')).toHaveLength(
      1,
    );

    const requirement = screen.getByRole('form', { name: 'Two-factor authentication' });
    expect(within(requirement).getByLabelText('Administrator')).toBeChecked();
    expect(within(requirement).getByLabelText('Finance')).toBeChecked();
    expect(within(requirement).getByLabelText('Logistics')).not.toBeChecked();
    await userEvent.click(within(requirement).getByLabelText('Logistics'));
    await userEvent.click(within(requirement).getByLabelText('Finance'));
    await userEvent.click(within(requirement).getByRole('button', { name: 'Save' }));
    expect(await within(requirement).findByRole('status')).toHaveTextContent(
      'Two-factor requirement saved.',
    );
    expect(
      calls.find(
        (call) => call.path === '/api/admin/team/two-factor-requirement' && call.method === 'PUT',
      )?.body,
    ).toEqual({ requiredRoles: ['admin', 'logistics'] });
  });
});
