import { Suspense, useState } from 'react';
import { NavLink, Outlet } from '@caawg11/conference/routing';
import { Spinner } from '../components/Spinner';
import type { PermissionSubject } from '@caawg11/conference';
import { useAuth, usePermissions } from '../auth/auth-context';
import { paths } from '../paths';

/** Each section with the record kind a role must be able to read to see it. */
const sections: readonly { to: string; label: string; end: boolean; reads?: PermissionSubject }[] =
  [
    { to: paths.dashboard, label: 'Dashboard', end: true },
    { to: paths.registrations, label: 'Registrations', end: false, reads: 'Registration' },
    { to: paths.payments, label: 'Payments', end: false, reads: 'Payment' },
    { to: paths.statistics, label: 'Statistics', end: false, reads: 'Dashboard' },
    { to: paths.bankStatements, label: 'Bank statements', end: false, reads: 'Payment' },
    { to: paths.team, label: 'Team', end: false, reads: 'Team' },
    { to: paths.auditLog, label: 'Audit log', end: false, reads: 'AuditLog' },
    { to: paths.emailTexts, label: 'E-mail texts', end: false, reads: 'NoticeText' },
    { to: paths.account, label: 'My account', end: false },
  ];

/** The admin area's own chrome: a side bar (a menu bar on small screens) and the section. */
export function AdminLayout() {
  const { user, logout } = useAuth();
  const permissions = usePermissions();
  const [menuOpen, setMenuOpen] = useState(false);
  const visibleSections = sections.filter(
    (section) => !section.reads || permissions.can('read', section.reads),
  );

  return (
    <div className="min-h-screen bg-gray-50 md:flex">
      {/* The bar runs down the whole page; its contents stay in view while the page scrolls. */}
      <aside className="bg-brand-900 text-white md:w-64 md:shrink-0">
        <div className="md:sticky md:top-0 md:flex md:h-screen md:flex-col">
          <div className="flex items-center justify-between gap-2 px-4 py-4 md:block md:px-6 md:py-6">
            <div className="min-w-0">
              <p className="text-lg font-bold">Admin Panel</p>
              <p className="truncate text-sm text-brand-100" title={user?.email}>
                {user?.email}
              </p>
            </div>
            <button
              type="button"
              className="rounded-md border border-brand-100/50 px-3 py-1.5 text-sm md:hidden"
              aria-expanded={menuOpen}
              aria-controls="admin-sections"
              onClick={() => setMenuOpen((open) => !open)}
            >
              Menu
            </button>
          </div>
          <nav
            id="admin-sections"
            aria-label="Admin sections"
            className={`${menuOpen ? 'block' : 'hidden'} px-2 pb-4 md:block md:flex-1 md:px-4`}
          >
            <ul className="space-y-1">
              {visibleSections.map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    end={section.end}
                    onClick={() => setMenuOpen(false)}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-2 text-sm font-medium ${
                        isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10'
                      }`
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div
            className={`${menuOpen ? 'block' : 'hidden'} border-t border-white/10 px-4 py-4 md:block md:px-6`}
          >
            <button
              type="button"
              onClick={() => void logout()}
              className="w-full rounded-md border border-white/30 px-3 py-2 text-sm font-semibold hover:bg-white/10"
            >
              Logout
            </button>
          </div>
        </div>
      </aside>
      <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
        <Suspense fallback={<Spinner label="Loading section" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
