import { useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import { useLocalizedPath } from '../i18n/language';
import { AccessRequestForm } from './verify/AccessRequestForm';

export function VerifyPage() {
  const { t } = useTranslation('verify');
  const localizedPath = useLocalizedPath();
  return (
    <main className="flex flex-1 items-center justify-center bg-gray-50 px-4 pt-28 pb-16">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
        <p className="mt-2 mb-6 text-sm text-gray-700">{t('intro')}</p>
        <AccessRequestForm />
        <nav
          aria-label={t('otherPages')}
          className="mt-6 flex flex-wrap justify-between gap-2 text-sm"
        >
          <Link to={localizedPath('/')} className="font-medium text-brand-700 underline">
            {t('home')}
          </Link>
          <Link
            to={localizedPath('/registration')}
            className="font-medium text-brand-700 underline"
          >
            {t('register')}
          </Link>
        </nav>
      </div>
    </main>
  );
}
