import {
  certificateMessages,
  edition,
  requestTimeoutsMs,
  type DocumentKind,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { useParams } from '@caawg11/conference/routing';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../forms/failure';
import { useFailureText, useIntlLocale } from '../forms/text';
import { useMessageText } from '../i18n/message-text';
import { verifyDocumentCode } from './my-registration/document-calls';

/**
 * The public check of a certificate or invitation letter, opened from the QR code printed on
 * it: who it was issued to, what it is, and when; or that the code is not one of ours.
 */
export function CertificatePage() {
  const { t } = useTranslation('certificates');
  const messageText = useMessageText();
  const failureText = useFailureText();
  const locale = useIntlLocale();
  const { code = '' } = useParams();
  const check = useQuery({
    queryKey: ['certificate', code],
    queryFn: () => verifyDocumentCode(code),
    retry: false,
  });
  const unknown = check.error instanceof ApiRequestError && check.error.status === 404;
  const failure =
    check.isError && !unknown
      ? failureText(
          describeFailure(check.error, {
            fallback: t('problem'),
            preferServerMessage: true,
            timeoutMs: requestTimeoutsMs.accessRequest,
          }),
        )
      : null;
  const verified = check.data;
  const kindLabels: Record<DocumentKind, string> = {
    attendance: t('kinds.attendance'),
    presentation: t('kinds.presentation'),
    'invitation-letter': t('kinds.invitation-letter'),
  };

  return (
    <main className="flex flex-1 items-center justify-center bg-gray-50 px-4 pt-28 pb-16">
      <div className="w-full max-w-lg rounded-xl bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
        <p className="mt-2 text-sm text-gray-700">
          {t('code')} <span className="font-mono font-semibold">{code}</span>
        </p>
        {check.isPending && (
          <p role="status" className="mt-4 text-gray-700">
            {t('checking')}
          </p>
        )}
        {verified && (
          <div
            role="status"
            className="mt-5 rounded-md border-l-4 border-green-600 bg-green-50 p-4"
          >
            <p className="font-semibold text-green-900">{t('valid')}</p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm text-gray-900">
              <dt className="font-medium text-gray-700">{t('name')}</dt>
              <dd>{verified.name}</dd>
              <dt className="font-medium text-gray-700">{t('kind')}</dt>
              <dd>{kindLabels[verified.kind]}</dd>
              <dt className="font-medium text-gray-700">{t('documentTitleLabel')}</dt>
              <dd>{verified.title}</dd>
              <dt className="font-medium text-gray-700">{t('issued')}</dt>
              <dd>
                {new Intl.DateTimeFormat(locale, {
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                  timeZone: edition.timeZone,
                }).format(new Date(verified.issuedAt))}
              </dd>
            </dl>
          </div>
        )}
        {unknown && (
          <p
            role="alert"
            className="mt-5 rounded-md border-l-4 border-red-600 bg-red-50 p-4 text-red-900"
          >
            {messageText(certificateMessages.unknownCode)}
          </p>
        )}
        {failure && (
          <div role="alert" className="mt-5 rounded-md bg-red-50 p-4 text-red-900">
            <p>{failure.message}</p>
            {failure.detail && <p className="mt-1 text-sm">{failure.detail}</p>}
          </div>
        )}
      </div>
    </main>
  );
}
