import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from '@caawg11/conference/routing';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoading } from './PageLoading';
import './layout.css';

/** Header and footer around every public page; each page renders its own <main>. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-white text-gray-800">
      <a
        href="#content"
        className="sr-only z-[70] rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <div id="content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
    </div>
  );
}
