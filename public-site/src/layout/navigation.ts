import { unprefixedPath } from '../i18n/paths';

/** The small-screen menu's id, which the header's menu button controls. */
export const mobileMenuId = 'mobile-menu';

/** The public header's links, in the order they show; `label` is the link text's `common` key. */
export interface NavItem {
  to: string;
  label: string;
}

export const leadingNav: readonly NavItem[] = [
  { to: '/', label: 'nav.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/sponsorship', label: 'nav.sponsorship' },
];

export const conferenceNav: readonly NavItem[] = [
  { to: '/program', label: 'nav.program' },
  { to: '/subthemes', label: 'nav.subthemes' },
  { to: '/speakers', label: 'nav.speakers' },
  { to: '/fieldtrip', label: 'nav.fieldTrip' },
  { to: '/venue', label: 'nav.venue' },
];

export const trailingNav: readonly NavItem[] = [
  { to: '/accommodation', label: 'nav.accommodation' },
  { to: '/gallery', label: 'nav.gallery' },
  { to: '/contact', label: 'nav.contact' },
];

export const callsToAction = {
  abstracts: { to: '/abstracts', label: 'nav.submitAbstract' },
  registration: { to: '/registration', label: 'nav.registerNow' },
} as const satisfies Record<string, NavItem>;

/**
 * The routes on which the Conference entry is highlighted: these four;
 * /fieldtrip sits in the dropdown but does not light the entry up.
 */
export const conferenceHighlightPaths: readonly string[] = [
  '/program',
  '/subthemes',
  '/speakers',
  '/venue',
];

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether a link to `to` (an English path) leads to the page at `pathname`, in any language. */
export function isCurrentPath(pathname: string, to: string): boolean {
  return normalise(unprefixedPath(pathname)) === normalise(to);
}

export function isConferenceHighlighted(pathname: string): boolean {
  return conferenceHighlightPaths.includes(normalise(unprefixedPath(pathname)));
}

/** The footer's Quick Links; /home redirects to /. */
export const quickLinks: readonly NavItem[] = [
  { to: '/home', label: 'nav.home' },
  { to: '/about', label: 'nav.aboutUs' },
  { to: '/program', label: 'nav.program' },
  { to: '/registration', label: 'nav.registration' },
  { to: '/contact', label: 'nav.contactUs' },
];
