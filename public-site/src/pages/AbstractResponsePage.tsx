import type { AuthorResponse } from '@caawg11/conference';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchAbstractResponse, sendAbstractResponse } from '../forms/calls';
import { useChoiceLabel } from '../forms/text';
import { useMessageText } from '../i18n/message-text';
import {
  ConfirmOrWithdraw,
  linkProblem,
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

  const problem = linkProblem(token, t('missingToken'), [
    { isError: abstract.isError, error: abstract.error, fallback: t('loadProblem') },
    { isError: answer.isError, error: answer.error, fallback: t('answerProblem') },
  ]);
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
          <ConfirmOrWithdraw
            className="mt-6"
            busy={answer.isPending}
            confirmLabel={t('confirm')}
            withdrawLabel={t('withdraw')}
            withdrawQuestion={t('withdrawQuestion')}
            onAnswer={(response) => answer.mutate(response)}
          />
        )
      )}
    </PersonalLinkPage>
  );
}
