import { requestTimeoutsMs, type GroupInvoiceConsentAnswer } from '@caawg11/conference';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { answerGroupInvoiceConsent, fetchGroupInvoiceConsent } from '../forms/calls';
import { describeFailure, type Failure } from '../forms/failure';
import { useFailureText } from '../forms/text';
import { useBrowserValue } from '../hooks/useBrowserValue';
import { useMessageText } from '../i18n/message-text';

const buttonBase =
  'rounded-md px-5 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

const linkToken = () => new URLSearchParams(window.location.search).get('token') ?? '';

/**
 * Where the link e-mailed to a colleague named for a group invoice leads: what was asked, by
 * whom, and two buttons. Opening the page answers nothing, so a mail scanner agrees to nothing.
 */
export function GroupInvoiceConsentPage() {
  const { t } = useTranslation('groupInvoiceConsent');
  const messageText = useMessageText();
  const failureText = useFailureText();
  // Undefined until the page has read its address.
  const token = useBrowserValue(linkToken);
  const question = useQuery({
    queryKey: ['group-invoice-consent', token],
    queryFn: () => fetchGroupInvoiceConsent(token ?? ''),
    enabled: Boolean(token),
    retry: false,
  });
  const answer = useMutation({
    mutationFn: (choice: GroupInvoiceConsentAnswer) =>
      answerGroupInvoiceConsent(token ?? '', choice),
  });

  const failure = (error: unknown, fallback: string) =>
    describeFailure(error, {
      fallback,
      preferServerMessage: true,
      timeoutMs: requestTimeoutsMs.accessRequest,
    });
  const found: Failure | null =
    token === ''
      ? { message: t('missingToken') }
      : question.isError
        ? failure(question.error, t('loadProblem'))
        : answer.isError
          ? failure(answer.error, t('answerProblem'))
          : null;
  const problem = found && failureText(found);
  const asked = question.data?.data;

  return (
    <main className="flex flex-1 items-center justify-center bg-gray-50 px-4 pt-28 pb-16">
      <div className="w-full max-w-lg rounded-xl bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
        {(token === undefined || question.isLoading) && (
          <p className="mt-4 text-gray-700">{t('loading')}</p>
        )}
        {asked && (
          <>
            <p className="mt-4 text-gray-800">
              {t('question', {
                delegate: asked.delegateName,
                delegateReference: asked.delegateReference,
                institution: asked.institutionName,
                reference: asked.reference,
              })}
            </p>
            <p className="mt-3 text-sm text-gray-700">
              {t('meaning', { institution: asked.institutionName })}
            </p>
            <p className="mt-3 text-sm text-gray-700">
              {t('until', { date: new Date(asked.expiresAt) })}
            </p>
          </>
        )}
        {answer.isSuccess ? (
          <p role="status" className="mt-5 rounded-md bg-green-50 p-4 text-green-900">
            {messageText(answer.data.message)}
          </p>
        ) : (
          asked && (
            <div className="mt-6 flex flex-wrap gap-3">
              <button
                type="button"
                disabled={answer.isPending}
                onClick={() => answer.mutate('agree')}
                className={`${buttonBase} bg-brand-700 text-white hover:bg-brand-900`}
              >
                {t('agree')}
              </button>
              <button
                type="button"
                disabled={answer.isPending}
                onClick={() => answer.mutate('decline')}
                className={`${buttonBase} border border-gray-400 text-gray-900 hover:bg-gray-100`}
              >
                {t('decline')}
              </button>
            </div>
          )
        )}
        {problem && (
          <div role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-900">
            <p>{problem.message}</p>
            {problem.detail && <p className="mt-1 text-sm">{problem.detail}</p>}
          </div>
        )}
      </div>
    </main>
  );
}
