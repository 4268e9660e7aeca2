import { useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import { edition } from '@caawg11/conference';
import logoUrl from '../assets/logo.svg';
import { useLocalizedPath } from '../i18n/language';

/** The logo with the conference's number and year, linking home. */
export function SiteTitle({
  transparent,
  onNavigate,
}: {
  transparent: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Link
      to={localized('/')}
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-3 rounded-md whitespace-nowrap"
    >
      <img src={logoUrl} alt="" width={44} height={44} className="h-11 w-11 shrink-0" />
      <span className="leading-tight">
        <span
          className={`block text-lg font-extrabold tracking-tight ${transparent ? 'text-white' : 'text-brand-900'}`}
        >
          {t('siteTitle.name', { number: edition.number })}
        </span>
        <span
          className={`block text-xs font-medium ${transparent ? 'text-brand-100' : 'text-gray-600'}`}
        >
          {t('siteTitle.tagline', { year: edition.year, venueCity: edition.venueCity })}
        </span>
      </span>
    </Link>
  );
}
