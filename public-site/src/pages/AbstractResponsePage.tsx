import type { AuthorResponse } from '@caawg11/conference';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchAbstractResponse, sendAbstractResponse } from '../forms/calls';
import type { Failure } from '../forms/failure';
import { useChoiceLabel } from '../forms/text';
import { useMessageText } from '../i18n/message-text';
import {
  linkButtonClass,
  linkFailure,
  PersonalLinkPage,
  useLinkToken,
} from './personal-link/PersonalLinkPage';

/** Where the link in an acceptance notice leads: the author confirms or withdraws, once. */
export function AbstractResponsePage() {
  const { t } = useTranslation('abstractResponse');
  const messageText = useMessageText();
  const choiceLabel = useChoiceLabel();
  const token = useLinkToken();
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

  const problem: Failure | null =
    token === ''
      ? { message: t('missingToken') }
      : abstract.isError
        ? linkFailure(abstract.error, t('loadProblem'))
        : answer.isError
          ? linkFailure(answer.error, t('answerProblem'))
          : null;
  const view = abstract.data?.data;

  return (
    <PersonalLinkPage title={t('title')} problem={problem} width="lg">
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
              className={linkButtonClass.primary}
            >
              {t('confirm')}
            </button>
            <button
              type="button"
              disabled={answer.isPending}
              onClick={withdraw}
              className={linkButtonClass.danger}
            >
              {t('withdraw')}
            </button>
          </div>
        )
      )}
    </PersonalLinkPage>
  );
}
