/** The public header's links, in the order they show. */
export interface NavItem {
  to: string;
  label: string;
}

export const leadingNav: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/sponsorship', label: 'Sponsorship' },
];

export const conferenceNav: readonly NavItem[] = [
  { to: '/program', label: 'Program' },
  { to: '/subthemes', label: 'Subthemes' },
  { to: '/speakers', label: 'Speakers' },
  { to: '/fieldtrip', label: 'Field Trip' },
  { to: '/venue', label: 'Venue' },
];

export const trailingNav: readonly NavItem[] = [
  { to: '/accommodation', label: 'Accommodation' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/contact', label: 'Contact' },
];

export const callsToAction = {
  abstracts: { to: '/abstracts', label: 'Submit Abstract' },
  registration: { to: '/registration', label: 'Register Now' },
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

export function isCurrentPath(pathname: string, to: string): boolean {
  return normalise(pathname) === normalise(to);
}

export function isConferenceHighlighted(pathname: string): boolean {
  return conferenceHighlightPaths.includes(normalise(pathname));
}

/** The footer's Quick Links; /home redirects to /. */
export const quickLinks: readonly NavItem[] = [
  { to: '/home', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/program', label: 'Program' },
  { to: '/registration', label: 'Registration' },
  { to: '/contact', label: 'Contact Us' },
];
