import type { GroupInvoiceConsentAnswer } from '@caawg11/conference';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { answerGroupInvoiceConsent, fetchGroupInvoiceConsent } from '../forms/calls';
import type { Failure } from '../forms/failure';
import { useMessageText } from '../i18n/message-text';
import {
  linkButtonClass,
  linkFailure,
  PersonalLinkPage,
  useLinkToken,
} from './personal-link/PersonalLinkPage';

/**
 * Where the link e-mailed to a colleague named for a group invoice leads: what was asked, by
 * whom, and two buttons.
 */
export function GroupInvoiceConsentPage() {
  const { t } = useTranslation('groupInvoiceConsent');
  const messageText = useMessageText();
  const token = useLinkToken();
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
  const problem: Failure | null =
    token === ''
      ? { message: t('missingToken') }
      : question.isError
        ? linkFailure(question.error, t('loadProblem'))
        : answer.isError
          ? linkFailure(answer.error, t('answerProblem'))
          : null;
  const asked = question.data?.data;

  return (
    <PersonalLinkPage title={t('title')} problem={problem} width="lg">
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
              className={linkButtonClass.primary}
            >
              {t('agree')}
            </button>
            <button
              type="button"
              disabled={answer.isPending}
              onClick={() => answer.mutate('decline')}
              className={linkButtonClass.secondary}
            >
              {t('decline')}
            </button>
          </div>
        )
      )}
    </PersonalLinkPage>
  );
}
