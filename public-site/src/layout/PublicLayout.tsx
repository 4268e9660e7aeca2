import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from '@caawg11/conference/routing';
import { BelowTheFold, deferred } from '../components/deferred';
import { loadNamespaces } from '../i18n/i18n';
import { DisabledUntilHydrated } from './DisabledUntilHydrated';
import { Header } from './Header';
import { PageLoading } from './PageLoading';
import './layout.css';

/**
 * The footer's content, fetched as the visitor heads for it like the other content below the
 * fold; the `<footer>` landmark and its headings are there from the start, so a reader finds
 * them where they will be.
 */
export const footer = deferred(async () => {
  const [{ FooterContent }] = await Promise.all([import('./Footer'), loadNamespaces(['footer'])]);
  return FooterContent;
});

/**
 * Header and footer around every public page; each page renders its own <main>. The content
 * fills at least the screen, so the footer starts below the fold on every page: a short page
 * replacing the loading state never pulls the footer up into view.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col bg-white text-gray-800">
      <a
        href="#content"
        className="sr-only z-[70] rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <DisabledUntilHydrated>
        <Header />
        <div id="content" tabIndex={-1} className="flex min-h-screen flex-1 flex-col outline-none">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </div>
        <footer className="bg-brand-900 text-brand-100">
          <BelowTheFold
            content={footer}
            placeholderClassName="min-h-[42rem] sm:min-h-[28rem] lg:min-h-80"
            outline={
              <>
                <h2 className="sr-only">{t('footer.quickLinks')}</h2>
                <h2 className="sr-only">{t('footer.contact')}</h2>
                <h2 className="sr-only">{t('footer.importantDates')}</h2>
              </>
            }
          />
        </footer>
      </DisabledUntilHydrated>
    </div>
  );
}
