import { Dialog } from '@caawg11/conference/dialog';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from '@caawg11/conference/routing';
import { CloseIcon } from '../components/icons';
import { fullScreenDialogClass } from '../components/dialogStyles';
import { useLocalizedPath } from '../i18n/language';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SiteTitle } from './SiteTitle';
import {
  callsToAction,
  conferenceNav,
  isConferenceHighlighted,
  isCurrentPath,
  leadingNav,
  mobileMenuId,
  trailingNav,
  type NavItem,
} from './navigation';

/** Tailwind's `xl` breakpoint, from which the header shows the full navigation bar. */
const wideScreenQuery = '(min-width: 80rem)';

/**
 * The small-screen menu: a full-screen panel sliding in from the right, a modal dialog
 * that keeps focus inside, closes on Escape and on any link click.
 */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { pathname } = useLocation();
  const closeRef = useRef<HTMLButtonElement>(null);

  // At the width where the panel is hidden, an open modal dialog would leave the page inert.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(wideScreenQuery);
    if (wide.matches) onClose();
    const closeWhenWide = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [onClose]);

  const link = (item: NavItem) => (
    <li key={item.to}>
      <NavLink
        to={localized(item.to)}
        end
        onClick={onClose}
        className={`block rounded-lg px-4 py-3 text-base font-medium ${
          isCurrentPath(pathname, item.to)
            ? 'bg-brand-50 text-brand-700'
            : 'text-gray-800 hover:bg-brand-50'
        }`}
      >
        {t(item.label)}
      </NavLink>
    </li>
  );

  return (
    <Dialog
      id={mobileMenuId}
      aria-label={t('menu.label')}
      onClose={onClose}
      initialFocus={closeRef}
      className={`mobile-menu-panel ${fullScreenDialogClass} flex flex-col bg-white xl:hidden`}
    >
      <div className="flex items-center justify-between border-b border-gray-100 px-4 py-3">
        <SiteTitle transparent={false} onNavigate={onClose} />
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={t('menu.close')}
          className="rounded-md p-2 text-gray-800 hover:bg-gray-100"
        >
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={t('nav.mobile')} className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        <ul className="space-y-1">
          {leadingNav.map(link)}
          <li>
            <p
              id="mobile-conference-heading"
              className={`px-4 pt-3 pb-1 text-xs font-bold tracking-wider uppercase ${
                isConferenceHighlighted(pathname) ? 'text-brand-700' : 'text-gray-600'
              }`}
            >
              {t('nav.conference')}
            </p>
            <ul
              aria-labelledby="mobile-conference-heading"
              className="ml-3 border-l-2 border-brand-100 pl-2"
            >
              {conferenceNav.map(link)}
            </ul>
          </li>
          {trailingNav.map(link)}
        </ul>
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-gray-100 px-4 pt-4">
          <LanguageSwitcher
            labelClassName="text-sm font-semibold text-gray-700"
            selectClassName="min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-800"
            onSwitch={onClose}
          />
        </div>
      </nav>
      {/* The calls to action stay in view below the links, however short the screen. */}
      <div className="grid grid-cols-2 gap-3 border-t border-gray-100 px-4 py-3">
        <Link
          to={localized(callsToAction.abstracts.to)}
          onClick={onClose}
          className="flex items-center justify-center rounded-full border-2 border-brand-700 px-2 py-3 text-center font-semibold leading-tight text-brand-700"
        >
          {t(callsToAction.abstracts.label)}
        </Link>
        <Link
          to={localized(callsToAction.registration.to)}
          onClick={onClose}
          className="flex items-center justify-center rounded-full bg-accent-500 px-2 py-3 text-center font-semibold leading-tight text-brand-900"
        >
          {t(callsToAction.registration.label)}
        </Link>
      </div>
    </Dialog>
  );
}
