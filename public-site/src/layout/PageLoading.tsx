import { useTranslation } from 'react-i18next';

/**
 * Shown in place of a page while its code arrives, filling the content area (at least the
 * screen, as the layout sets), so nothing the visitor sees moves when the page replaces it.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <main className="flex flex-1 items-center justify-center gap-3 px-4 pt-24 text-brand-900">
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-900 motion-reduce:animate-none"
      />
      <p role="status">{t('pageLoading')}</p>
    </main>
  );
}
