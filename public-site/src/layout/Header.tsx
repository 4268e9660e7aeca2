import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from '@caawg11/conference/routing';
import { uiTimingsMs } from '@caawg11/conference';
import { deferred } from '../components/deferred';
import { MenuIcon } from '../components/icons';
import { useScrolled } from '../hooks/useScrolled';
import { useLocalizedPath } from '../i18n/language';
import { ConferenceDropdown } from './ConferenceDropdown';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SiteTitle } from './SiteTitle';
import {
  callsToAction,
  isCurrentPath,
  leadingNav,
  mobileMenuId,
  trailingNav,
  type NavItem,
} from './navigation';
import { barLinkClass, ctaPrimaryClass, ctaSecondaryClass, languageSelectClass } from './navStyles';

/**
 * The small-screen menu, fetched when the visitor reaches for the menu button (pointer over it,
 * touch or focus) rather than with every first load.
 */
export const mobileMenu = deferred(() =>
  import('./MobileMenu').then((module) => module.MobileMenu),
);

/**
 * The fixed public header. Transparent over the home page's dark hero while the page is
 * scrolled 10 px or less; white with a shadow everywhere else.
 */
export function Header() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { pathname } = useLocation();
  const scrolled = useScrolled(uiTimingsMs.headerScrollThresholdPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const fetchMenu = () => void mobileMenu.preload().catch(() => undefined);
  const transparent = isCurrentPath(pathname, '/') && !scrolled;

  const link = (item: NavItem) => (
    <li key={item.to}>
      <NavLink
        to={localized(item.to)}
        end
        className={barLinkClass(isCurrentPath(pathname, item.to), transparent)}
      >
        {t(item.label)}
      </NavLink>
    </li>
  );

  return (
    <header
      data-transparent={transparent}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${
        transparent ? 'bg-transparent' : 'bg-white shadow-md'
      }`}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6 xl:gap-3 xl:px-4">
        <SiteTitle transparent={transparent} />
        <nav aria-label={t('nav.main')} className="hidden xl:block">
          <ul className="flex items-center">
            {leadingNav.map(link)}
            <li>
              <ConferenceDropdown transparent={transparent} />
            </li>
            {trailingNav.map(link)}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 xl:flex">
          <Link
            to={localized(callsToAction.abstracts.to)}
            className={ctaSecondaryClass(transparent)}
          >
            {t(callsToAction.abstracts.label)}
          </Link>
          <Link to={localized(callsToAction.registration.to)} className={ctaPrimaryClass}>
            {t(callsToAction.registration.label)}
          </Link>
        </div>
        <div className="hidden items-center sm:flex">
          <LanguageSwitcher
            labelClassName="sr-only"
            selectClassName={languageSelectClass(transparent)}
          />
        </div>
        <button
          type="button"
          className={`rounded-md p-2 xl:hidden ${transparent ? 'text-white hover:bg-white/10' : 'text-gray-800 hover:bg-gray-100'}`}
          aria-label={t('menu.open')}
          aria-expanded={menuOpen}
          aria-controls={mobileMenuId}
          onPointerEnter={fetchMenu}
          onTouchStart={fetchMenu}
          onFocus={fetchMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon />
        </button>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <mobileMenu.Component onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
