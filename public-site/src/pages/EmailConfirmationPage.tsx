import { emailChangeMessages } from '@caawg11/conference';
import { Link } from '@caawg11/conference/routing';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmEmail } from '../forms/calls';
import { useLocalizedPath } from '../i18n/language';
import { useMessageText } from '../i18n/message-text';
import {
  linkButtonClass,
  linkFailure,
  PersonalLinkPage,
  useLinkToken,
} from './personal-link/PersonalLinkPage';

/**
 * Where the link e-mailed to a registration's proposed new address leads. The address changes
 * only on the visitor's click, so a mail scanner that opens the link confirms nothing.
 */
export function EmailConfirmationPage() {
  const { t } = useTranslation('emailConfirmation');
  const messageText = useMessageText();
  const localizedPath = useLocalizedPath();
  const token = useLinkToken();
  const confirmation = useMutation({ mutationFn: () => confirmEmail(token ?? '') });
  const problem = confirmation.isError ? linkFailure(confirmation.error, t('problem')) : null;

  return (
    <PersonalLinkPage
      title={t('title')}
      problem={problem}
      footer={
        <p className="mt-6 text-sm">
          <Link to={localizedPath('/verify')} className="font-medium text-brand-700 underline">
            {t('openRegistration')}
          </Link>
        </p>
      }
    >
      {confirmation.isSuccess ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-4 text-green-900">
          {messageText(emailChangeMessages.confirmed)}
        </p>
      ) : token ? (
        <>
          <p className="mt-3 text-gray-700">{t('question')}</p>
          <button
            type="button"
            disabled={confirmation.isPending}
            onClick={() => confirmation.mutate()}
            className={`mt-5 ${linkButtonClass.primary}`}
          >
            {confirmation.isPending ? t('confirming') : t('confirm')}
          </button>
        </>
      ) : (
        token === '' && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-900">
            {messageText(emailChangeMessages.linkInvalid)}
          </p>
        )
      )}
    </PersonalLinkPage>
  );
}
