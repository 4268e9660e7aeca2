import { paymentReminderMessages, requestTimeoutsMs } from '@caawg11/conference';
import { Link } from '@caawg11/conference/routing';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { optOutOfReminders } from '../forms/calls';
import { describeFailure } from '../forms/failure';
import { useFailureText } from '../forms/text';
import { useBrowserValue } from '../hooks/useBrowserValue';
import { useLocalizedPath } from '../i18n/language';
import { useMessageText } from '../i18n/message-text';

const linkToken = () => new URLSearchParams(window.location.search).get('token') ?? '';

/** Where the link at the foot of a payment reminder leads: one click, and no more reminders. */
export function ReminderOptOutPage() {
  const { t } = useTranslation('reminderOptOut');
  const messageText = useMessageText();
  const failureText = useFailureText();
  const localizedPath = useLocalizedPath();
  // Undefined until the page has read its address, which a pre-rendered page does on hydration.
  const token = useBrowserValue(linkToken);
  const optOut = useMutation({ mutationFn: () => optOutOfReminders(token ?? '') });
  const failure = optOut.isError
    ? failureText(
        describeFailure(optOut.error, {
          fallback: t('problem'),
          preferServerMessage: true,
          timeoutMs: requestTimeoutsMs.accessRequest,
        }),
      )
    : null;

  return (
    <main className="flex flex-1 items-center justify-center bg-gray-50 px-4 pt-28 pb-16">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
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
              className="mt-5 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
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
        {failure && (
          <div role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-900">
            <p>{failure.message}</p>
            {failure.detail && <p className="mt-1 text-sm">{failure.detail}</p>}
          </div>
        )}
        <p className="mt-6 text-sm">
          <Link to={localizedPath('/verify')} className="font-medium text-brand-700 underline">
            {t('openRegistration')}
          </Link>
        </p>
      </div>
    </main>
  );
}
