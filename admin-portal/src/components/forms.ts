/** Class names of the back office's text inputs, selects and text areas. */
export const inputClass =
  'mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500';

/** The sign-in and invitation screens' inputs, at the page's own text size. */
export const signInInputClass =
  'mt-1 w-full rounded-md border border-gray-300 px-3 py-2 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500';
