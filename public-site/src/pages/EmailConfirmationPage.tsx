import { emailChangeMessages, requestTimeoutsMs } from '@caawg11/conference';
import { Link } from '@caawg11/conference/routing';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmEmail } from '../forms/calls';
import { describeFailure } from '../forms/failure';
import { useFailureText } from '../forms/text';
import { useBrowserValue } from '../hooks/useBrowserValue';
import { useLocalizedPath } from '../i18n/language';
import { useMessageText } from '../i18n/message-text';

const linkToken = () => new URLSearchParams(window.location.search).get('token') ?? '';

/**
 * Where the link e-mailed to a registration's proposed new address leads. The address changes
 * only on the visitor's click, so a mail scanner that opens the link confirms nothing.
 */
export function EmailConfirmationPage() {
  const { t } = useTranslation('emailConfirmation');
  const messageText = useMessageText();
  const failureText = useFailureText();
  const localizedPath = useLocalizedPath();
  // Undefined until the page has read its address, which a pre-rendered page does on hydration.
  const token = useBrowserValue(linkToken);
  const confirmation = useMutation({ mutationFn: () => confirmEmail(token ?? '') });
  const failure = confirmation.isError
    ? failureText(
        describeFailure(confirmation.error, {
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
              className="mt-5 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
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
