import { paymentReminderMessages } from '@caawg11/conference';
import { Link } from '@caawg11/conference/routing';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { optOutOfReminders } from '../forms/calls';
import { useLocalizedPath } from '../i18n/language';
import { useMessageText } from '../i18n/message-text';
import {
  linkButtonClass,
  linkFailure,
  PersonalLinkPage,
  useLinkToken,
} from './personal-link/PersonalLinkPage';

/** Where the link at the foot of a payment reminder leads: one click, and no more reminders. */
export function ReminderOptOutPage() {
  const { t } = useTranslation('reminderOptOut');
  const messageText = useMessageText();
  const localizedPath = useLocalizedPath();
  const token = useLinkToken();
  const optOut = useMutation({ mutationFn: () => optOutOfReminders(token ?? '') });
  const problem = optOut.isError ? linkFailure(optOut.error, t('problem')) : null;

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
      {optOut.isSuccess ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-4 text-green-900">
          {messageText(paymentReminderMessages.optedOut)}
        </p>
      ) : token ? (
        <>
          <p className="mt-3 text-gray-700">{t('question')}</p>
          <button
            type="button"
            disabled={optOut.isPending}
            onClick={() => optOut.mutate()}
            className={`mt-5 ${linkButtonClass.primary}`}
          >
            {optOut.isPending ? t('stopping') : t('stop')}
          </button>
        </>
      ) : (
        token === '' && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-900">
            {messageText(paymentReminderMessages.optOutInvalid)}
          </p>
        )
      )}
    </PersonalLinkPage>
  );
}
