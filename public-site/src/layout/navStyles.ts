/** Tailwind classes of the header's links, shared by the bar and the dropdown. */
export function barLinkClass(active: boolean, transparent: boolean): string {
  const base =
    'inline-flex items-center gap-1 rounded-md px-1 py-2 text-sm font-medium whitespace-nowrap 2xl:px-2.5 transition-colors';
  if (transparent) {
    return `${base} ${active ? 'bg-white/15 text-accent-400' : 'text-white hover:bg-white/10 hover:text-accent-400'}`;
  }
  return `${base} ${active ? 'bg-brand-50 text-brand-700 font-semibold' : 'text-gray-700 hover:bg-brand-50 hover:text-brand-700'}`;
}

export const ctaSecondaryClass = (transparent: boolean) =>
  `inline-flex items-center justify-center rounded-full border-2 px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
    transparent
      ? 'border-white text-white hover:bg-white hover:text-brand-900'
      : 'border-brand-700 text-brand-700 hover:bg-brand-700 hover:text-white'
  }`;

export const ctaPrimaryClass =
  'inline-flex items-center justify-center rounded-full bg-accent-500 px-3 py-2 text-sm font-semibold whitespace-nowrap text-brand-900 shadow-sm transition-colors hover:bg-accent-400';

/** The header's language choice: compact, and legible over the home page's dark hero too. */
export const languageSelectClass = (transparent: boolean) =>
  `rounded-md border py-1.5 pr-6 pl-2 text-sm font-medium ${
    transparent
      ? 'border-white/60 bg-brand-900/40 text-white [&>option]:text-gray-900'
      : 'border-gray-300 bg-white text-gray-800'
  }`;
