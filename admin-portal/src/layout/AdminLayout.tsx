import { Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from '@caawg11/conference/routing';
import { paths } from '../paths';
import { Spinner } from '../components/Spinner';
import { useAuth, usePermissions } from '../auth/auth-context';
import { useInboxCounts } from '../sections/inboxes/inbox/inbox-counts';
import { isDoorOnly, isInSection, sectionGroupsFor } from './admin-sections';
import { SidebarGroup } from './SidebarGroup';
import { useSectionGroupsState } from './use-section-groups-state';

/** The admin area's own chrome: a side bar (a menu on small screens) and the section. */
export function AdminLayout() {
  const { user, logout } = useAuth();
  const permissions = usePermissions();
  const { pathname } = useLocation();
  const groups = sectionGroupsFor(permissions);
  const currentGroup = groups.find((group) =>
    group.sections.some((section) => isInSection(section, pathname)),
  )?.id;
  const groupsState = useSectionGroupsState(pathname, currentGroup);
  const counts = useInboxCounts(permissions.can('read', 'Inbox'));
  // The menu stays open on the page it was opened on: any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpenOn(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

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
              ref={menuButton}
              onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
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
              {groups.map((group) => (
                <SidebarGroup
                  key={group.id}
                  group={group}
                  open={groupsState.isOpen(group.id)}
                  onToggle={() => groupsState.toggle(group.id)}
                  inboxCounts={counts}
                  onNavigate={closeMenu}
                />
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
          {/* A door volunteer's one screen is the check-in screen, wherever a link pointed. */}
          {isDoorOnly(permissions) && pathname.replace(/\/+$/, '') !== paths.checkIn ? (
            <Navigate to={paths.checkIn} replace />
          ) : (
            <Outlet />
          )}
        </Suspense>
      </main>
    </div>
  );
}
