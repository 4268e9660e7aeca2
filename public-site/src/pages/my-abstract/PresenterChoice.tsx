import {
  presentingAuthor,
  requestTimeoutsMs,
  type AuthorResponse,
  type MyAbstract,
} from '@caawg11/conference';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMyAbstract, handOverMyAbstract } from '../../forms/calls';
import { describeFailure } from '../../forms/failure';
import { ChoiceGroup } from '../../forms/Field';
import { StatusBanner } from '../../forms/StatusBanner';
import { SubmitButton } from '../../forms/SubmitButton';
import { useFailureText } from '../../forms/text';
import { useMessageText } from '../../i18n/message-text';
import { ConfirmOrWithdraw } from '../personal-link/PersonalLinkPage';
import { Card } from './Card';

const presenterFieldId = 'my-abstract-presenter';

/** The answer to the acceptance: asked once, then shown as recorded. */
function PresentationAnswer({
  token,
  abstract,
  onSaved,
}: {
  token: string;
  abstract: MyAbstract;
  onSaved: (saved: MyAbstract) => void;
}) {
  const { t } = useTranslation('myAbstract');
  const failureText = useFailureText();
  const messageText = useMessageText();
  const answer = useMutation({
    mutationFn: (response: AuthorResponse) => answerMyAbstract(token, response),
    onSuccess: (result) => {
      if (result.success) onSaved(result.data);
    },
  });

  const failure = answer.isError
    ? failureText(
        describeFailure(answer.error, {
          fallback: t('presentation.answerProblem'),
          preferServerMessage: true,
          timeoutMs: requestTimeoutsMs.accessRequest,
        }),
      )
    : null;
  const recorded =
    abstract.authorResponse ?? (abstract.status === 'withdrawn' ? 'withdrawn' : null);

  return (
    <div className="grid gap-4">
      {answer.isSuccess && answer.data.success && (
        <StatusBanner tone="success" title={t('presentation.answeredTitle')}>
          <p>{messageText(answer.data.message)}</p>
        </StatusBanner>
      )}
      {failure && (
        <StatusBanner tone="error" title={t('presentation.answerFailedTitle')}>
          <p>{failure.message}</p>
          {failure.detail && <p className="mt-1">{failure.detail}</p>}
        </StatusBanner>
      )}
      {recorded ? (
        <p className="text-gray-800">{t(`presentation.${recorded}`)}</p>
      ) : (
        <>
          <p className="text-gray-800">{t('presentation.askAnswer')}</p>
          <ConfirmOrWithdraw
            busy={answer.isPending}
            confirmLabel={t('presentation.confirm')}
            withdrawLabel={t('presentation.withdraw')}
            withdrawQuestion={t('presentation.withdrawQuestion')}
            onAnswer={(response) => answer.mutate(response)}
          />
        </>
      )}
    </div>
  );
}

/** Presenting handed to another author; only one with an e-mail address can be written to. */
function HandOverForm({
  token,
  abstract,
  onSaved,
}: {
  token: string;
  abstract: MyAbstract;
  onSaved: (saved: MyAbstract) => void;
}) {
  const { t } = useTranslation('myAbstract');
  const failureText = useFailureText();
  const messageText = useMessageText();
  const presenter = presentingAuthor(abstract.authors);
  const [chosen, setChosen] = useState(String(presenter ? abstract.authors.indexOf(presenter) : 0));
  const handOver = useMutation({
    mutationFn: (position: number) => handOverMyAbstract(token, position),
    onSuccess: (result) => {
      if (result.success) onSaved(result.data);
    },
  });

  const candidates = abstract.authors
    .map((author, index) => ({ author, index }))
    .filter(({ author }) => Boolean(author.email));
  if (!candidates.some(({ author }) => author !== presenter)) {
    return <p className="text-sm text-gray-700">{t('presentation.noOtherPresenter')}</p>;
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    handOver.mutate(Number(chosen));
  };

  const described = handOver.isError
    ? describeFailure(handOver.error, {
        fallback: t('presentation.handOverProblem'),
        preferServerMessage: true,
        timeoutMs: requestTimeoutsMs.accessRequest,
      })
    : null;
  const failure = described ? failureText(described) : null;
  const fieldError = described?.fieldErrors?.position;

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {handOver.isSuccess && handOver.data.success && (
        <StatusBanner tone="success" title={t('presentation.handedOverTitle')}>
          <p>{messageText(handOver.data.message)}</p>
        </StatusBanner>
      )}
      {failure && (
        <StatusBanner tone="error" title={t('presentation.handOverFailedTitle')}>
          <p>{failure.message}</p>
          {failure.detail && <p className="mt-1">{failure.detail}</p>}
        </StatusBanner>
      )}
      <p className="text-sm text-gray-700">{t('presentation.whoHint')}</p>
      <ChoiceGroup
        id={presenterFieldId}
        name="presenter"
        legend={t('presentation.presenterLegend')}
        options={candidates.map(({ author, index }) => ({
          value: String(index),
          label: author.name,
        }))}
        value={chosen}
        onChange={(value) => {
          handOver.reset();
          setChosen(value);
        }}
        error={fieldError ? messageText(fieldError) : undefined}
      />
      <div>
        <SubmitButton busy={handOver.isPending} className="w-full sm:w-auto">
          {t('presentation.handOver')}
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * An accepted abstract's presentation: the author confirms or withdraws it, as the notice's link
 * lets them, and may hand presenting to a co-author while it is not withdrawn.
 */
export function PresenterChoice({
  token,
  abstract,
  onSaved,
}: {
  token: string;
  abstract: MyAbstract;
  onSaved: (saved: MyAbstract) => void;
}) {
  const { t } = useTranslation('myAbstract');
  const withdrawn = abstract.authorResponse === 'withdrawn' || abstract.status === 'withdrawn';
  return (
    <>
      <Card heading={t('presentation.heading')} id="my-abstract-presentation">
        <PresentationAnswer token={token} abstract={abstract} onSaved={onSaved} />
      </Card>
      {!withdrawn && (
        <Card heading={t('presentation.whoHeading')} id="my-abstract-presenter-heading">
          <HandOverForm token={token} abstract={abstract} onSaved={onSaved} />
        </Card>
      )}
    </>
  );
}
