import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { disownAbstract, fetchAbstractAuthor } from '../forms/calls';
import { useMessageText } from '../i18n/message-text';
import {
  linkButtonClass,
  linkProblem,
  PersonalLinkPage,
  useLinkToken,
} from './personal-link/PersonalLinkPage';

/**
 * Where the link in the e-mail to a named co-author leads: the abstract they were named on, and
 * a button for the person who is not one of its authors to say so.
 */
export function AbstractAuthorPage() {
  const { t } = useTranslation('abstractAuthor');
  const messageText = useMessageText();
  const token = useLinkToken();
  const abstract = useQuery({
    queryKey: ['abstract-author', token],
    queryFn: () => fetchAbstractAuthor(token ?? ''),
    enabled: Boolean(token),
    retry: false,
  });
  const notMe = useMutation({ mutationFn: () => disownAbstract(token ?? '') });

  const problem = linkProblem(token, t('missingToken'), [
    { isError: abstract.isError, error: abstract.error, fallback: t('loadProblem') },
    { isError: notMe.isError, error: notMe.error, fallback: t('answerProblem') },
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
            <dd className="font-semibold">{view.abstractTitle}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-gray-600">{t('reference')}</dt>
            <dd>{view.reference}</dd>
          </div>
        </dl>
      )}
      {notMe.isSuccess ? (
        <p role="status" className="mt-5 rounded-md bg-green-50 p-4 text-green-900">
          {messageText(notMe.data.message)}
        </p>
      ) : view?.disowned ? (
        <p role="status" className="mt-5 rounded-md bg-green-50 p-4 text-green-900">
          {t('alreadySaid')}
        </p>
      ) : (
        view && (
          <>
            <p className="mt-5 text-gray-800">{t('question')}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <button
                type="button"
                disabled={notMe.isPending}
                onClick={() => notMe.mutate()}
                className={linkButtonClass.danger}
              >
                {t('notMe')}
              </button>
            </div>
          </>
        )
      )}
    </PersonalLinkPage>
  );
}
