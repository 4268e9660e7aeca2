import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { staffRoles, type StaffRole } from '@caawg11/conference';
import { App, createQueryClient } from '../App';
import { adminUser, mockApi, signedIn, statistics } from '../testing/render-admin';
import { closedGroupsStorageKey } from './use-section-groups-state';

const ok = (data: unknown) => ({ body: { success: true, data } });

const quietApi = {
  'GET /api/admin/dashboard': ok(statistics()),
  'GET /api/admin/inboxes/counts': ok({}),
  'GET /api/admin/payments': { body: { success: true, data: [], count: 0 } },
};

/** Each group's heading with the names of the section links it shows (none while it is closed). */
async function sidebarOf(): Promise<Record<string, string[]>> {
  const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
  const groups: Record<string, string[]> = {};
  for (const heading of within(nav).getAllByRole('button')) {
    const list = document.getElementById(heading.getAttribute('aria-controls') ?? '');
    if (!list) throw new Error(`${heading.textContent ?? ''} controls no list`);
    groups[heading.textContent ?? ''] = within(list)
      .queryAllByRole('link')
      .map((link) => link.textContent ?? '');
  }
  return groups;
}

function groupHeading(name: string): HTMLElement {
  const nav = screen.getByRole('navigation', { name: 'Admin sections' });
  return within(nav).getByRole('button', { name });
}

/** Where the router is, and a way to another page from outside the side bar, as a section's own link. */
function Elsewhere({ to }: { to?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      {to && (
        <button type="button" onClick={() => void navigate(to)}>
          Go elsewhere
        </button>
      )}
      <p data-testid="location">{pathname}</p>
    </>
  );
}

function renderAdminAt(path: string, elsewhere?: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/*" element={<App queryClient={createQueryClient()} />} />
      </Routes>
      <Elsewhere to={elsewhere} />
    </MemoryRouter>,
  );
}

describe('the side bar', () => {
  it('shows each role of the permission table its own groups, each with the sections it may read', async () => {
    const expected: Record<StaffRole, Record<string, string[]>> = {
      admin: {
        Overview: ['Dashboard', 'Statistics'],
        'Registrations and money': [
          'Registrations',
          'Payments',
          'Bank statements',
          'Group invoices',
          'Finance',
          'Visa letters',
        ],
        'Abstracts and programme': [
          'My reviews',
          'Committee',
          'Review settings',
          'Programme',
          'Invited speakers',
        ],
        Inboxes: [
          'Abstracts',
          'Membership applications',
          'Contact messages',
          'Accommodation requests',
          'Sponsorship inquiries',
        ],
        'On site': ['Check-in', 'Walk-in desk', 'Badges', 'Certificates'],
        Messages: ['E-mail texts', 'Author notices', 'Announcements', 'Mail log'],
        'Team and settings': ['Team', 'Audit log', 'Privacy', 'People', 'My account'],
      },
      finance: {
        Overview: ['Dashboard', 'Statistics'],
        'Registrations and money': [
          'Registrations',
          'Payments',
          'Bank statements',
          'Group invoices',
          'Finance',
        ],
        'On site': ['Walk-in desk', 'Badges'],
        'Team and settings': ['My account'],
      },
      reviewer: {
        Overview: ['Dashboard'],
        'Abstracts and programme': ['My reviews'],
        'Team and settings': ['My account'],
      },
      logistics: {
        Overview: ['Dashboard', 'Statistics'],
        'Registrations and money': ['Registrations'],
        Inboxes: ['Accommodation requests'],
        'On site': ['Badges'],
        'Team and settings': ['My account'],
      },
      communications: {
        Overview: ['Dashboard'],
        Inboxes: ['Membership applications', 'Contact messages', 'Sponsorship inquiries'],
        Messages: ['Announcements', 'Mail log'],
        'Team and settings': ['My account'],
      },
      'check-in': {
        'On site': ['Check-in'],
      },
    };
    const shown: Partial<Record<StaffRole, Record<string, string[]>>> = {};
    for (const role of staffRoles) {
      window.localStorage.setItem('token', `${role}-token`);
      mockApi({ 'GET /api/auth/me': ok({ ...adminUser, role }), ...quietApi });
      const view = renderAdminAt('/dashboard/account');
      const groups = await sidebarOf();
      // Group order is part of the menu: compare it too.
      shown[role] = groups;
      expect(Object.keys(groups)).toEqual(Object.keys(expected[role]));
      view.unmount();
    }
    expect(shown).toEqual(expected);
  });

  it('remembers the groups an organiser closed, on the next visit too', async () => {
    signedIn(quietApi);
    const first = renderAdminAt('/dashboard');
    await sidebarOf();
    const money = groupHeading('Registrations and money');
    expect(money).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(money);
    expect(money).toHaveAttribute('aria-expanded', 'false');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).queryByRole('link', { name: 'Payments' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Team' })).toBeVisible();
    first.unmount();

    renderAdminAt('/dashboard');
    await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(groupHeading('Registrations and money')).toHaveAttribute('aria-expanded', 'false');
    expect(groupHeading('Team and settings')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(groupHeading('Registrations and money'));
    expect(
      within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', {
        name: 'Payments',
      }),
    ).toBeVisible();
    expect(JSON.parse(window.localStorage.getItem(closedGroupsStorageKey) ?? 'null')).toEqual([]);
  });

  it("opens the current section's group, on arrival and on moving into it", async () => {
    window.localStorage.setItem(
      closedGroupsStorageKey,
      JSON.stringify(['registrations-and-money', 'team-and-settings']),
    );
    signedIn(quietApi);
    const first = renderAdminAt('/dashboard/payments');
    await sidebarOf();
    expect(groupHeading('Registrations and money')).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', {
        name: 'Payments',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(groupHeading('Team and settings')).toHaveAttribute('aria-expanded', 'false');
    first.unmount();

    renderAdminAt('/dashboard', '/dashboard/team');
    await sidebarOf();
    expect(groupHeading('Team and settings')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/team'),
    );
    expect(groupHeading('Team and settings')).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', {
        name: 'Team',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('folds into a menu that closes on Escape and on choosing a section', async () => {
    signedIn(quietApi);
    renderAdminAt('/dashboard');
    await sidebarOf();
    const menu = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(menu).toHaveAttribute('aria-controls', nav.id);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveClass('hidden');

    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(nav).not.toHaveClass('hidden');
    await userEvent.click(within(nav).getByRole('link', { name: 'Statistics' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveClass('hidden');
    // The navigation completes once the section has loaded; the menu is opened on that page.
    await screen.findByRole('heading', { name: 'Conference Statistics' });

    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });
});
