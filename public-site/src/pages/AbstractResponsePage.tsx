import { requestTimeoutsMs, type AuthorResponse } from '@caawg11/conference';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchAbstractResponse, sendAbstractResponse } from '../forms/calls';
import { describeFailure, type Failure } from '../forms/failure';
import { useChoiceLabel, useFailureText } from '../forms/text';
import { useBrowserValue } from '../hooks/useBrowserValue';
import { useMessageText } from '../i18n/message-text';

const buttonBase =
  'rounded-md px-5 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

const linkToken = () => new URLSearchParams(window.location.search).get('token') ?? '';

/** Where the link in an acceptance notice leads: the author confirms or withdraws, once. */
export function AbstractResponsePage() {
  const { t } = useTranslation('abstractResponse');
  const messageText = useMessageText();
  const failureText = useFailureText();
  const choiceLabel = useChoiceLabel();
  // Undefined until the page has read its address, which a pre-rendered page does on hydration.
  const token = useBrowserValue(linkToken);
  const abstract = useQuery({
    queryKey: ['abstract-response', token],
    queryFn: () => fetchAbstractResponse(token ?? ''),
    enabled: Boolean(token),
    retry: false,
  });
  const answer = useMutation({
    mutationFn: (response: AuthorResponse) => sendAbstractResponse(token ?? '', response),
  });

  function withdraw() {
    if (window.confirm(t('withdrawQuestion'))) answer.mutate('withdrawn');
  }

  const failure = (error: unknown, fallback: string) =>
    describeFailure(error, {
      fallback,
      preferServerMessage: true,
      timeoutMs: requestTimeoutsMs.accessRequest,
    });
  const found: Failure | null =
    token === ''
      ? { message: t('missingToken') }
      : abstract.isError
        ? failure(abstract.error, t('loadProblem'))
        : answer.isError
          ? failure(answer.error, t('answerProblem'))
          : null;
  const problem = found && failureText(found);
  const view = abstract.data?.data;

  return (
    <main className="flex flex-1 items-center justify-center bg-gray-50 px-4 pt-28 pb-16">
      <div className="w-full max-w-lg rounded-xl bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
        {(token === undefined || abstract.isLoading) && (
          <p className="mt-4 text-gray-700">{t('loading')}</p>
        )}
        {view && (
          <dl className="mt-4 space-y-2 text-gray-800">
            <div>
              <dt className="text-sm font-medium text-gray-600">{t('abstractTitle')}</dt>
              <dd className="font-semibold">{view.title}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-gray-600">{t('presentationType')}</dt>
              <dd>{choiceLabel('abstractPresentationTypes', view.presentationType)}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-gray-600">{t('reference')}</dt>
              <dd>{view.reference}</dd>
            </div>
          </dl>
        )}
        {answer.isSuccess ? (
          <p role="status" className="mt-5 rounded-md bg-green-50 p-4 text-green-900">
            {messageText(answer.data.message)}
          </p>
        ) : (
          view && (
            <div className="mt-6 flex flex-wrap gap-3">
              <button
                type="button"
                disabled={answer.isPending}
                onClick={() => answer.mutate('confirmed')}
                className={`${buttonBase} bg-brand-700 text-white hover:bg-brand-900`}
              >
                {t('confirm')}
              </button>
              <button
                type="button"
                disabled={answer.isPending}
                onClick={withdraw}
                className={`${buttonBase} border border-red-700 text-red-800 hover:bg-red-50`}
              >
                {t('withdraw')}
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
