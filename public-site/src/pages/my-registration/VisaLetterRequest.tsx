import {
  checkFields,
  requestTimeoutsMs,
  visaLetterRequestRules,
  type VisaLetterRequestInput,
  type VisaLetterStatus,
} from '@caawg11/conference';
import { saveFile } from '@caawg11/conference/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../forms/failure';
import { TextField } from '../../forms/Field';
import { StatusBanner } from '../../forms/StatusBanner';
import { SubmitButton } from '../../forms/SubmitButton';
import { useFailureText } from '../../forms/text';
import { useSubmissionForm } from '../../forms/useSubmissionForm';
import { useMessageText } from '../../i18n/message-text';
import { fetchMyVisaLetter, fetchMyVisaLetterPdf, requestVisaLetter } from './document-calls';
import { useFormatDate } from './RegistrationSummary';

const fieldOrder = [
  'fullName',
  'passportNumber',
  'nationality',
  'dateOfBirth',
  'passportExpiry',
  'embassy',
] as const;
const idOf = (field: string) => `visa-${field}`;

const emptyRequest: VisaLetterRequestInput = {
  fullName: '',
  passportNumber: '',
  nationality: '',
  dateOfBirth: '',
  passportExpiry: '',
  embassy: '',
};

const describeLetterFailure = (error: unknown, fallback: string) =>
  describeFailure(error, {
    fallback,
    preferServerMessage: true,
    timeoutMs: requestTimeoutsMs.accessRequest,
  });

const downloadButtonClass =
  'rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

/**
 * The access-link page's visa invitation letter: the request form (passport data as the
 * passport prints it), the state of a request made, and the letter once it is issued.
 */
export function VisaLetterRequest({ token }: { token: string }) {
  const { t } = useTranslation('documents');
  const failureText = useFailureText();
  const messageText = useMessageText();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const queryKey = ['my-visa-letter', token];
  const current = useQuery({ queryKey, queryFn: () => fetchMyVisaLetter(token), enabled: !!token });
  const download = useMutation({
    mutationFn: () => fetchMyVisaLetterPdf(token),
    onSuccess: saveFile,
  });
  const problem = t('visaLetter.problem');

  const { field, onSubmit, sending, outcome } = useSubmissionForm({
    defaultValues: emptyRequest,
    rules: (values) => checkFields(visaLetterRequestRules, values),
    fieldOrder,
    idOf,
    send: async (values) => {
      const answer = await requestVisaLetter(token, values);
      // The state above the form follows; the banner need not wait for it.
      void queryClient.invalidateQueries({ queryKey });
      return answer;
    },
    describeFailure: (error) => describeLetterFailure(error, problem),
    describeRefusal: (answer) => ({ message: answer.message || problem }),
  });

  const letter = current.data?.data ?? null;
  const statusText = (status: VisaLetterStatus, date: string): string => {
    switch (status) {
      case 'requested':
        return t('visaLetter.status.requested', { date });
      case 'issued':
        return t('visaLetter.status.issued', { date });
      case 'refused':
        return t('visaLetter.status.refused', { date });
    }
  };
  const failure = outcome?.kind === 'failure' ? failureText(outcome.failure) : null;
  const downloadFailure = download.isError
    ? failureText(describeLetterFailure(download.error, problem))
    : null;
  const mayAsk = letter === null || letter.status !== 'issued';

  return (
    <section aria-labelledby="visa-heading" className="rounded-xl bg-white p-5 shadow sm:p-6">
      <h2 id="visa-heading" className="mb-2 text-xl font-bold text-brand-900">
        {t('visaLetter.heading')}
      </h2>
      <p className="mb-5 text-sm text-gray-700">{t('visaLetter.intro')}</p>
      {letter && (
        <div className="mb-5 rounded-md bg-brand-50 p-4 text-sm text-gray-900" role="status">
          <p className="font-semibold">
            {statusText(
              letter.status,
              formatDate((letter.decidedAt ?? letter.requestedAt).slice(0, 10)),
            )}
          </p>
          {letter.status === 'refused' && letter.refusalReason && (
            <p className="mt-1">{t('visaLetter.reason', { reason: letter.refusalReason })}</p>
          )}
          {letter.status === 'issued' && (
            <button
              type="button"
              className={`mt-3 ${downloadButtonClass}`}
              disabled={download.isPending}
              onClick={() => download.mutate()}
            >
              {t('visaLetter.download')}
            </button>
          )}
          {downloadFailure && (
            <p role="alert" className="mt-2 text-red-900">
              {downloadFailure.message}
            </p>
          )}
        </div>
      )}
      {mayAsk && (
        <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
          {outcome?.kind === 'success' && (
            <StatusBanner
              tone="success"
              title={t('visaLetter.sentTitle')}
              className="sm:col-span-2"
            >
              <p>{messageText(outcome.answer.message)}</p>
            </StatusBanner>
          )}
          {failure && (
            <StatusBanner
              tone="error"
              title={t('visaLetter.failureTitle')}
              className="sm:col-span-2"
            >
              <p>{failure.message}</p>
              {failure.detail && <p className="mt-1">{failure.detail}</p>}
            </StatusBanner>
          )}
          <TextField
            id={idOf('fullName')}
            label={t('visaLetter.fullName')}
            hint={t('visaLetter.fullNameHint')}
            required
            autoComplete="name"
            className="sm:col-span-2"
            {...field('fullName')}
          />
          <TextField
            id={idOf('passportNumber')}
            label={t('visaLetter.passportNumber')}
            required
            autoComplete="off"
            {...field('passportNumber')}
          />
          <TextField
            id={idOf('nationality')}
            label={t('visaLetter.nationality')}
            required
            {...field('nationality')}
          />
          <TextField
            id={idOf('dateOfBirth')}
            label={t('visaLetter.dateOfBirth')}
            type="date"
            required
            autoComplete="bday"
            {...field('dateOfBirth')}
          />
          <TextField
            id={idOf('passportExpiry')}
            label={t('visaLetter.passportExpiry')}
            hint={t('visaLetter.passportExpiryHint')}
            type="date"
            required
            {...field('passportExpiry')}
          />
          <TextField
            id={idOf('embassy')}
            label={t('visaLetter.embassy')}
            hint={t('visaLetter.embassyHint')}
            required
            className="sm:col-span-2"
            {...field('embassy')}
          />
          <p className="text-xs text-gray-600 sm:col-span-2">{t('visaLetter.privacy')}</p>
          <div className="sm:col-span-2">
            <SubmitButton busy={sending} className="w-full sm:w-auto">
              {letter ? t('visaLetter.submitAgain') : t('visaLetter.submit')}
            </SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
