import {
  abstractEditClosureMessages,
  numberAffiliations,
  type MyAbstract,
  type MyAbstractResult,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { Link } from '@caawg11/conference/routing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMyAbstract } from '../forms/calls';
import { useChoiceLabel } from '../forms/text';
import { useBrowserValue } from '../hooks/useBrowserValue';
import { useLocalizedPath } from '../i18n/language';
import { useMessageText } from '../i18n/message-text';
import { AbstractEditForm } from './my-abstract/AbstractEditForm';
import { Card } from './my-abstract/Card';
import { PresenterChoice } from './my-abstract/PresenterChoice';
import { ReplaceAbstractFile } from './my-abstract/ReplaceAbstractFile';
import { SpeakerProfile } from './my-abstract/SpeakerProfile';
import {
  abstractTokenStorageKey,
  forgetAccessToken,
  takeAccessToken,
} from './my-registration/accessToken';
import { linkButtonClass, linkFailure, PersonalLinkPage } from './personal-link/PersonalLinkPage';
import { useFormatDate } from './my-registration/RegistrationSummary';

const takeAbstractToken = () => takeAccessToken(abstractTokenStorageKey);

/** The authors as they will be printed, for an abstract that can no longer change. */
function AuthorsAsPrinted({ abstract }: { abstract: MyAbstract }) {
  const { t } = useTranslation('myAbstract');
  const { affiliations, numbers } = numberAffiliations(abstract.authors);
  return (
    <div className="text-gray-800">
      <ol className="space-y-1">
        {abstract.authors.map((author, index) => (
          <li key={`${author.name}-${index}`}>
            {author.name}
            <sup>{numbers[index]}</sup>
            {author.presenting && (
              <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {t('presenter')}
              </span>
            )}
          </li>
        ))}
      </ol>
      <ol className="mt-3 text-sm text-gray-700">
        {affiliations.map((affiliation, index) => (
          <li key={affiliation}>
            <sup>{index + 1}</sup> {affiliation}
          </li>
        ))}
      </ol>
    </div>
  );
}

function Overview({ abstract }: { abstract: MyAbstract }) {
  const { t } = useTranslation('myAbstract');
  const choiceLabel = useChoiceLabel();
  const formatDate = useFormatDate();
  const { decision, slot } = abstract;
  return (
    <dl className="grid gap-3 text-gray-800 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-medium text-gray-600">{t('reference')}</dt>
        <dd className="font-semibold">{abstract.reference}</dd>
      </div>
      <div>
        <dt className="text-sm font-medium text-gray-600">{t('statusLabel')}</dt>
        <dd>{t(`status.${abstract.status}`)}</dd>
      </div>
      {decision && (
        <div className="sm:col-span-2">
          <dt className="text-sm font-medium text-gray-600">{t('decision')}</dt>
          <dd>
            {decision.outcome === 'accepted' && decision.presentationType
              ? t('acceptedAs', {
                  type: choiceLabel('abstractPresentationTypes', decision.presentationType),
                })
              : t('notAccepted')}
          </dd>
        </div>
      )}
      {slot && (
        <div className="sm:col-span-2">
          <dt className="text-sm font-medium text-gray-600">{t('slot')}</dt>
          <dd>
            {t('slotText', {
              session: slot.sessionTitle,
              date: formatDate(slot.date),
              start: slot.start,
              end: slot.end,
              room: slot.room,
            })}
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The author's own page of an abstract, opened from the link in the confirmation e-mail: its
 * state, and while the committee allows it, its title, authors, text, keywords and file.
 */
export function MyAbstractPage() {
  const { t } = useTranslation('myAbstract');
  const messageText = useMessageText();
  const localizedPath = useLocalizedPath();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const token = useBrowserValue(takeAbstractToken);
  const query = useQuery({
    queryKey: ['my-abstract', token],
    queryFn: () => fetchMyAbstract(token ?? ''),
    enabled: Boolean(token),
    retry: false,
  });
  const { refetch } = query;
  const saved = useCallback(
    (abstract: MyAbstract) =>
      queryClient.setQueryData<MyAbstractResult>(['my-abstract', token], (known) =>
        known ? { ...known, data: abstract } : known,
      ),
    [queryClient, token],
  );
  const closed = useCallback(() => void refetch(), [refetch]);

  const refusal =
    query.error instanceof ApiRequestError && query.error.status === 401 ? query.error : null;
  const expired = refusal !== null;
  useEffect(() => {
    if (expired) forgetAccessToken(abstractTokenStorageKey);
  }, [expired]);
  const lostLink = (
    <Link
      to={`${localizedPath('/abstracts')}#lost-link`}
      className={`${linkButtonClass.primary} mt-6 inline-block`}
    >
      {t('requestNewLink')}
    </Link>
  );

  if (token === null || refusal) {
    return (
      <PersonalLinkPage
        title={refusal ? t('expiredTitle') : t('noToken.title')}
        problem={null}
        footer={lostLink}
      >
        <p className="mt-3 text-gray-700">
          {refusal
            ? messageText(refusal.serverMessage ?? '') || t('invalidLink')
            : t('noToken.text')}
        </p>
      </PersonalLinkPage>
    );
  }
  if (query.isError) {
    return (
      <PersonalLinkPage title={t('title')} problem={linkFailure(query.error, t('loadProblem'))}>
        <button type="button" onClick={closed} className={`${linkButtonClass.secondary} mt-4`}>
          {t('tryAgain')}
        </button>
      </PersonalLinkPage>
    );
  }
  const abstract = query.data?.success ? query.data.data : undefined;
  if (!token || !abstract) {
    return (
      <main className="flex-1 bg-gray-50 px-4 pt-28 pb-16">
        <h1 className="sr-only">{t('title')}</h1>
        <p role="status" className="mx-auto max-w-3xl text-gray-700">
          {t('loading')}
        </p>
      </main>
    );
  }

  return (
    <main className="flex-1 bg-gray-50 px-4 pt-28 pb-16">
      <div className="mx-auto max-w-3xl space-y-6">
        <header>
          <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
          <p className="mt-2 text-lg font-medium break-words text-gray-800">
            {abstract.abstractTitle}
          </p>
        </header>
        <Card heading={t('stateHeading')} id="my-abstract-state">
          <Overview abstract={abstract} />
        </Card>
        {abstract.decision?.outcome === 'accepted' && (
          <PresenterChoice token={token} abstract={abstract} onSaved={saved} />
        )}
        {abstract.editable ? (
          <>
            <Card heading={t('editHeading')} id="my-abstract-edit">
              <p className="mb-4 text-sm text-gray-700">
                {abstract.editableUntil
                  ? t('editableUntil', { date: formatDate(abstract.editableUntil) })
                  : t('editableWhile')}
              </p>
              {abstract.abstractTextSource === 'document' && (
                <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                  {t('checkReadText')}
                </p>
              )}
              <AbstractEditForm
                key={abstract.reference}
                token={token}
                abstract={abstract}
                onSaved={saved}
                onClosed={closed}
              />
            </Card>
            <Card heading={t('fileHeading')} id="my-abstract-file-heading">
              <ReplaceAbstractFile token={token} fileName={abstract.fileName} onSaved={saved} />
            </Card>
          </>
        ) : (
          <Card heading={t('authorsHeading')} id="my-abstract-authors">
            {abstract.closedBecause && (
              <p role="status" className="mb-4 rounded-md bg-gray-100 p-3 text-sm text-gray-800">
                {messageText(abstractEditClosureMessages[abstract.closedBecause])}
              </p>
            )}
            <AuthorsAsPrinted abstract={abstract} />
            {abstract.abstractText && (
              <>
                <h3 className="mt-5 font-semibold text-gray-900">{t('textHeading')}</h3>
                <p className="mt-1 whitespace-pre-line text-gray-800">{abstract.abstractText}</p>
              </>
            )}
            {abstract.keywords.length > 0 && (
              <p className="mt-4 text-sm text-gray-700">
                {t('keywordsLine', { keywords: abstract.keywords.join(', ') })}
              </p>
            )}
          </Card>
        )}
        {abstract.decision?.outcome === 'accepted' && (
          <SpeakerProfile token={token} abstract={abstract} onSaved={saved} />
        )}
      </div>
    </main>
  );
}
