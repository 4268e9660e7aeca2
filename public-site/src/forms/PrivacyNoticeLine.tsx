import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../i18n/language';

/**
 * The line beside a form's submit button that leads to the privacy notice. The form sends the
 * version of the notice it links to (`privacyNoticeVersion`), stored with the submission. The
 * notice opens in a new tab, so what the visitor has typed stays where it is; a plain link
 * does that, and lets the forms render outside the router too (in a dialog, in tests).
 */
export function PrivacyNoticeLine({ className = '' }: { className?: string }) {
  const { t } = useTranslation('forms');
  const localized = useLocalizedPath();
  return (
    <p className={`text-sm text-gray-600 ${className}`}>
      {t('privacyLine.lead')}{' '}
      <a
        href={localized('/privacy')}
        target="_blank"
        rel="noopener"
        className="font-medium text-brand-700 underline hover:text-brand-900"
      >
        {t('privacyLine.link')}
      </a>
    </p>
  );
}
