import { Suspense, useState } from 'react';
import { NavLink, Outlet } from '@caawg11/conference/routing';
import { Spinner } from '../components/Spinner';
import type { PermissionSubject } from '@caawg11/conference';
import { inboxNames, inboxSubjects, inboxTitles } from '@caawg11/conference';
import { useAuth, usePermissions } from '../auth/auth-context';
import { paths } from '../paths';
import { useInboxCounts } from '../sections/inboxes/inbox-counts';
import { InboxCountBadge } from '../sections/inboxes/InboxCountBadge';

/** Each section with the record kind a role must be able to read to see it. */
const sections: readonly { to: string; label: string; end: boolean; reads?: PermissionSubject }[] =
  [
    { to: paths.dashboard, label: 'Dashboard', end: true },
    { to: paths.registrations, label: 'Registrations', end: false, reads: 'Registration' },
    { to: paths.payments, label: 'Payments', end: false, reads: 'Payment' },
    { to: paths.statistics, label: 'Statistics', end: false, reads: 'Dashboard' },
    { to: paths.bankStatements, label: 'Bank statements', end: false, reads: 'Payment' },
    { to: paths.finance, label: 'Finance', end: false, reads: 'Payment' },
    { to: paths.team, label: 'Team', end: false, reads: 'Team' },
    { to: paths.auditLog, label: 'Audit log', end: false, reads: 'AuditLog' },
    { to: paths.emailTexts, label: 'E-mail texts', end: false, reads: 'NoticeText' },
    { to: paths.myReviews, label: 'My reviews', end: false, reads: 'Review' },
    { to: paths.committee, label: 'Committee', end: false, reads: 'AbstractDecision' },
    { to: paths.reviewSettings, label: 'Review settings', end: false, reads: 'ReviewSettings' },
    { to: paths.authorNotices, label: 'Author notices', end: false, reads: 'AbstractDecision' },
    { to: paths.programme, label: 'Programme', end: false, reads: 'Programme' },
    { to: paths.announcements, label: 'Announcements', end: false, reads: 'Announcement' },
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
  const inboxes = inboxNames.filter((name) => permissions.can('read', inboxSubjects[name]));
  const counts = useInboxCounts(permissions.can('read', 'Inbox'));

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
          {/* Positioned, so the badges' screen-reader text stays inside the scrolling list
              instead of lengthening the page once the list outgrows the screen. */}
          <nav
            id="admin-sections"
            aria-label="Admin sections"
            className={`${menuOpen ? 'block' : 'hidden'} px-2 pb-4 md:relative md:block md:flex-1 md:overflow-y-auto md:px-4`}
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
            {inboxes.length > 0 && (
              <>
                <p className="mt-5 px-3 text-xs font-semibold uppercase tracking-wide text-brand-100/80">
                  Inboxes
                </p>
                <ul className="mt-1 space-y-1">
                  {inboxes.map((name) => {
                    const count = counts[name] ?? 0;
                    return (
                      <li key={name}>
                        <NavLink
                          to={paths.inbox(name)}
                          onClick={() => setMenuOpen(false)}
                          // Named by the inbox alone; the badge describes it ('3 new').
                          aria-label={count > 0 ? inboxTitles[name] : undefined}
                          aria-describedby={count > 0 ? `new-${name}` : undefined}
                          className={({ isActive }) =>
                            `flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${
                              isActive
                                ? 'bg-white/15 text-white'
                                : 'text-brand-100 hover:bg-white/10'
                            }`
                          }
                        >
                          {inboxTitles[name]}
                          {count > 0 && <InboxCountBadge id={`new-${name}`} count={count} />}
                        </NavLink>
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
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
