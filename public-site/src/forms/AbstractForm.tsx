import {
  abstractAuthorLimits,
  abstractDetailRules,
  abstractLanguages,
  checkAbstractAuthors,
  countWords,
  abstractPresentationTypes,
  checkAbstractFile,
  hasErrors,
  messages,
  requestTimeoutsMs,
  subthemeTitles,
  validateAbstract,
  type AbstractRequest,
} from '@caawg11/conference';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RobotCheck, type RobotCheckHandle } from '../captcha/RobotCheck';
import {
  AbstractAuthorList,
  authorFieldOrder,
  authorListAddsToSpecFields,
  authorRowErrors,
  firstAuthorRows,
  listedAuthorsOf,
  submitterRowKey,
  type AuthorRow,
} from './AbstractAuthorList';
import { submitAbstract, type AbstractDetails } from './calls';
import { describeFailure } from './failure';
import { CheckboxField, FileField, SelectField, TextAreaField, TextField } from './Field';
import { StatusBanner } from './StatusBanner';
import { SubmitButton } from './SubmitButton';
import { useChoiceOptions, useFailureText } from './text';
import { UploadProgress } from './UploadProgress';
import { useSubmissionForm } from './useSubmissionForm';
import { PrivacyNoticeLine } from './PrivacyNoticeLine';

/**
 * The spec's fields, the authors, the abstract's text and keywords, the chosen file and the
 * guidelines box, which is never sent.
 */
type AbstractValues = AbstractRequest & {
  authorRows: AuthorRow[];
  presenting: string;
  abstractText: string;
  keywords: string;
  abstractFile: File | null;
  terms: boolean;
};

const emptyAbstract: AbstractValues = {
  fullName: '',
  affiliation: '',
  email: '',
  phone: '',
  abstractTitle: '',
  subtheme: '',
  language: 'English',
  presentationType: 'Oral Presentation',
  comments: '',
  recaptchaToken: '',
  authorRows: firstAuthorRows,
  presenting: submitterRowKey,
  abstractText: '',
  keywords: '',
  abstractFile: null,
  terms: false,
};

const fieldOrder = (rows: readonly AuthorRow[]) => [
  'fullName',
  'affiliation',
  'email',
  'phone',
  'abstractTitle',
  'subtheme',
  'language',
  'presentationType',
  'authors',
  ...authorFieldOrder(rows),
  'abstractText',
  'keywords',
  'abstractFile',
  'comments',
  'terms',
  'recaptchaToken',
];

const idOf = (field: string) => `abstract-${field}`;

/** What the form adds to the spec's fields; the authors only when the list says more. */
function detailsOf(values: AbstractValues): AbstractDetails {
  return {
    authors: authorListAddsToSpecFields(values) ? listedAuthorsOf(values) : undefined,
    abstractText: values.abstractText,
    keywords: values.keywords,
  };
}

// The guidelines box is the form's own rule, on top of the shared rule sets.
const abstractRules = (values: AbstractValues) => {
  const { abstractFile, terms, authorRows: _rows, presenting: _presenting, ...specFields } = values;
  const { abstractText, keywords, ...request } = specFields;
  const rowErrors = authorRowErrors(values);
  const details = detailsOf(values);
  const specErrors = validateAbstract(request, abstractFile);
  // The whole list is checked once each line is, so its message never repeats a line's.
  const listProblem =
    details.authors && Object.keys(rowErrors).length === 0 && !hasErrors(specErrors)
      ? checkAbstractAuthors(details.authors)
      : null;
  return {
    ...specErrors,
    ...rowErrors,
    ...(listProblem && !listProblem.ok ? { authors: listProblem.message } : {}),
    ...errorOf('abstractText', abstractDetailRules.abstractText(abstractText)),
    ...errorOf('keywords', abstractDetailRules.keywords(keywords)),
    ...(terms ? {} : { terms: messages.abstractGuidelines }),
  };
};

const errorOf = (field: string, message: string | null) => (message ? { [field]: message } : {});

const describeAbstractFailure = (error: unknown) =>
  describeFailure(error, {
    fallback: messages.abstractProblem,
    preferServerMessage: true,
    timeoutMs: requestTimeoutsMs.abstract,
  });

/**
 * The abstract form. `onOutcome` brings the
 * form's section into view after a validation failure, a success or an error.
 */
export function AbstractForm({ onOutcome }: { onOutcome: () => void }) {
  const { t } = useTranslation('forms');
  const choiceOptions = useChoiceOptions();
  const failureText = useFailureText();
  const [progress, setProgress] = useState<number | null>(null);
  const robotCheck = useRef<RobotCheckHandle>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const banner = useRef<HTMLDivElement>(null);

  const send = async (values: AbstractValues) => {
    const { abstractFile } = values;
    // The rule set has made sure there is a file.
    if (!abstractFile) throw new Error('no abstract file');
    setProgress(0);
    try {
      const answer = await submitAbstract(values, detailsOf(values), abstractFile, setProgress);
      if (answer.success && fileInput.current) fileInput.current.value = '';
      return answer;
    } finally {
      setProgress(null);
      robotCheck.current?.reset();
    }
  };

  const { form, field, errors, onSubmit, sending, outcome } = useSubmissionForm({
    defaultValues: emptyAbstract,
    rules: abstractRules,
    fieldOrder: (values) => fieldOrder(values.authorRows),
    idOf,
    send,
    describeFailure: describeAbstractFailure,
    describeRefusal: (answer) => ({ message: answer.message || messages.abstractFailed }),
  });
  const file = useWatch({ control: form.control, name: 'abstractFile' });
  const abstractText = useWatch({ control: form.control, name: 'abstractText' });
  const words = countWords(abstractText ?? '');
  const tooManyWords = words > abstractAuthorLimits.maxWords;
  const outcomeKind = outcome?.kind;

  useEffect(() => {
    if (!outcomeKind) return;
    onOutcome();
    banner.current?.focus({ preventScroll: true });
  }, [outcomeKind, onOutcome]);

  // A submit that the rules stop also brings the section into view, before the focus moves
  // to the first field in error.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!sending && hasErrors(abstractRules(form.getValues()))) onOutcome();
    onSubmit(event);
  };

  const onFileChosen = (chosen: File | null) => {
    if (!chosen) {
      form.setValue('abstractFile', null);
      return;
    }
    const problem = checkAbstractFile(chosen);
    if (problem) {
      // A refused file is discarded, so it cannot be sent by mistake.
      form.setValue('abstractFile', null);
      if (fileInput.current) fileInput.current.value = '';
      form.setError('abstractFile', { type: 'rule', message: problem });
    } else {
      form.setValue('abstractFile', chosen);
      form.clearErrors('abstractFile');
    }
  };

  const fileId = idOf('abstractFile');
  const failure = outcome?.kind === 'failure' ? failureText(outcome.failure) : null;

  return (
    <div>
      {outcome?.kind === 'success' && (
        <StatusBanner
          ref={banner}
          tone="success"
          title={t('abstract.successTitle')}
          className="mb-6"
        >
          <p>{t('abstract.successText')}</p>
        </StatusBanner>
      )}
      {failure && (
        <StatusBanner ref={banner} tone="error" title={t('abstract.failureTitle')} className="mb-6">
          <p>{failure.message}</p>
          {failure.detail && <p className="mt-1">{failure.detail}</p>}
        </StatusBanner>
      )}
      <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={idOf('fullName')}
          label={t('abstract.fullName')}
          required
          autoComplete="name"
          {...field('fullName')}
        />
        <TextField
          id={idOf('affiliation')}
          label={t('abstract.affiliation')}
          required
          autoComplete="organization"
          {...field('affiliation')}
        />
        <TextField
          id={idOf('email')}
          label={t('abstract.email')}
          inputMode="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <TextField
          id={idOf('phone')}
          label={t('abstract.phone')}
          type="tel"
          autoComplete="tel"
          {...field('phone')}
        />
        <TextField
          id={idOf('abstractTitle')}
          label={t('abstract.abstractTitle')}
          required
          className="sm:col-span-2"
          {...field('abstractTitle')}
        />
        <SelectField
          id={idOf('subtheme')}
          label={t('abstract.subtheme')}
          required
          className="sm:col-span-2"
          placeholder={t('abstract.selectSubtheme')}
          options={choiceOptions('subthemes', subthemeTitles)}
          {...field('subtheme')}
        />
        <SelectField
          id={idOf('language')}
          label={t('abstract.language')}
          options={choiceOptions('abstractLanguages', abstractLanguages)}
          {...field('language')}
        />
        <SelectField
          id={idOf('presentationType')}
          label={t('abstract.presentationType')}
          options={choiceOptions('abstractPresentationTypes', abstractPresentationTypes)}
          {...field('presentationType')}
        />
        <FormProvider {...form}>
          <AbstractAuthorList errors={errors} idOf={idOf} />
        </FormProvider>
        <TextAreaField
          id={idOf('abstractText')}
          label={t('abstract.abstractText')}
          className="sm:col-span-2"
          rows={8}
          hint={
            <>
              {t('abstract.abstractTextHint')}{' '}
              <span className={tooManyWords ? 'font-semibold text-red-700' : 'text-gray-800'}>
                {t('abstract.wordCount', { count: words, max: abstractAuthorLimits.maxWords })}
              </span>
            </>
          }
          {...field('abstractText')}
        />
        <TextField
          id={idOf('keywords')}
          label={t('abstract.keywords')}
          hint={t('abstract.keywordsHint', { max: abstractAuthorLimits.maxKeywords })}
          className="sm:col-span-2"
          {...field('keywords')}
        />
        <FileField
          id={fileId}
          label={t('abstract.fileLabel')}
          required
          className="sm:col-span-2"
          accept=".doc,.docx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          ref={fileInput}
          onFileChosen={onFileChosen}
          hint={
            <>
              {t('abstract.fileHint')}
              {file && (
                <span className="ml-1 font-medium text-gray-800">
                  {t('abstract.chosen', { name: file.name })}
                </span>
              )}
            </>
          }
          error={errors.abstractFile}
        />
        <TextAreaField
          id={idOf('comments')}
          label={t('abstract.comments')}
          className="sm:col-span-2"
          {...field('comments')}
        />
        <CheckboxField
          id={idOf('terms')}
          className="sm:col-span-2"
          required
          label={t('abstract.terms')}
          {...field('terms')}
        />
        <div className="sm:col-span-2">
          <RobotCheck
            ref={robotCheck}
            id={idOf('recaptchaToken')}
            error={errors.recaptchaToken}
            onChange={(token) => {
              form.setValue('recaptchaToken', token);
              form.clearErrors('recaptchaToken');
            }}
          />
        </div>
        {progress !== null && (
          <div className="sm:col-span-2">
            <UploadProgress fraction={progress} label={t('abstract.uploading')} />
          </div>
        )}
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:gap-6">
          <SubmitButton busy={sending} className="w-full sm:w-auto">
            {t('abstract.submit')}
          </SubmitButton>
          <PrivacyNoticeLine />
        </div>
      </form>
    </div>
  );
}
