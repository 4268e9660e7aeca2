import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from '@caawg11/conference/routing';
import { ChevronDownIcon } from '../components/icons';
import { useLocalizedPath } from '../i18n/language';
import { conferenceNav, isConferenceHighlighted, isCurrentPath } from './navigation';
import { barLinkClass } from './navStyles';

/**
 * The header's Conference entry: a disclosure button showing the five conference pages.
 * Opens and closes on click; closes on a click outside, on choosing an item, on Escape
 * (focus goes back to the button) and when focus leaves it.
 */
export function ConferenceDropdown({ transparent }: { transparent: boolean }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { pathname } = useLocation();
  // Open only on the page it was opened on, so a navigation by any means closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const highlighted = isConferenceHighlighted(pathname);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpenOn(null);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) setOpenOn(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={barLinkClass(highlighted, transparent)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={highlighted ? 'true' : undefined}
        data-highlighted={highlighted || undefined}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {t('nav.conference')}
        <ChevronDownIcon size={16} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <ul
          id={panelId}
          className="absolute top-full left-0 z-10 mt-2 w-52 rounded-xl border border-gray-100 bg-white p-2 shadow-xl"
        >
          {conferenceNav.map((item) => (
            <li key={item.to}>
              <NavLink
                to={localized(item.to)}
                onClick={() => setOpenOn(null)}
                className={`block rounded-lg px-3 py-2 text-sm ${
                  isCurrentPath(pathname, item.to)
                    ? 'bg-brand-50 font-semibold text-brand-700'
                    : 'text-gray-700 hover:bg-brand-50 hover:text-brand-700'
                }`}
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
