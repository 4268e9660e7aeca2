/** Every public route of the route table, with the header entry that marks it current. */
export const publicRoutes: readonly {
  path: string;
  current: string | null;
  conference?: boolean;
}[] = [
  { path: '/', current: 'Home' },
  { path: '/about', current: 'About' },
  { path: '/registration', current: null },
  { path: '/program', current: null, conference: true },
  { path: '/speakers', current: null, conference: true },
  { path: '/fieldtrip', current: null },
  { path: '/venue', current: null, conference: true },
  { path: '/contact', current: 'Contact' },
  { path: '/verify', current: null },
  { path: '/sponsorship', current: 'Sponsorship' },
  { path: '/accommodation', current: 'Accommodation' },
  { path: '/abstracts', current: null },
  { path: '/gallery', current: 'Gallery' },
  { path: '/subthemes', current: null, conference: true },
];
