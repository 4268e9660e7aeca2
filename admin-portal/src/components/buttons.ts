/** Class names of the admin panel's buttons. */
export const buttonClass = {
  primary:
    'rounded-md bg-brand-900 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60',
  secondary:
    'rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-60',
  success:
    'rounded-md bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800 disabled:opacity-60',
  danger:
    'rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60',
  warning:
    'rounded-md bg-yellow-500 px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-yellow-400 disabled:opacity-60',
  link: 'text-sm font-semibold text-brand-700 underline-offset-2 hover:underline',
} as const;
