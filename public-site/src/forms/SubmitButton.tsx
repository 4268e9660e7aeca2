import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

/** A form's submit button: disabled and labelled 'Processing...' while the request runs. */
export function SubmitButton({
  busy,
  children,
  className = '',
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('forms');
  return (
    <button type="submit" disabled={busy} className={`${primaryButtonClass} ${className}`}>
      {busy ? t('processing') : children}
    </button>
  );
}
