import {
  abstractLanguages,
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
import { RobotCheck, type RobotCheckHandle } from '../captcha/RobotCheck';
import { abstractsContent as text } from '../content/abstracts';
import { submitAbstract } from './calls';
import { ErrorText } from './ErrorText';
import { describeFailure, type Failure } from './failure';
import { CheckboxField, SelectField, TextAreaField, TextField, optionsOf } from './Field';
import { focusFirstInvalid } from './scroll';
import { StatusBanner } from './StatusBanner';
import { SubmitButton } from './SubmitButton';
import { UploadProgress } from './UploadProgress';
import { useFormFields } from './useFormFields';

const emptyAbstract: AbstractRequest = {
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
};

const fieldOrder = [
  'fullName',
  'affiliation',
  'email',
  'phone',
  'abstractTitle',
  'subtheme',
  'language',
  'presentationType',
  'abstractFile',
  'comments',
  'terms',
  'recaptchaToken',
] as const;

const idOf = (field: string) => `abstract-${field}`;

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success' }
  | { kind: 'error'; failure: Failure };

/**
 * The abstract form. `onOutcome` brings the
 * form's section into view after a validation failure, a success or an error.
 */
export function AbstractForm({ onOutcome }: { onOutcome: () => void }) {
  const { values, errors, setErrors, setField, clearError, reset } = useFormFields(emptyAbstract);
  const [file, setFile] = useState<File | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [progress, setProgress] = useState<number | null>(null);
  const robotCheck = useRef<RobotCheckHandle>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const banner = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status.kind === 'success' || status.kind === 'error') {
      onOutcome();
      banner.current?.focus({ preventScroll: true });
    }
  }, [status, onOutcome]);

  const onFileChosen = (chosen: File | null) => {
    if (!chosen) {
      setFile(null);
      return;
    }
    const problem = checkAbstractFile(chosen);
    if (problem) {
      // A refused file is discarded, so it cannot be sent by mistake.
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      setErrors((current) => ({ ...current, abstractFile: problem }));
    } else {
      setFile(chosen);
      clearError('abstractFile');
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'submitting') return;
    // The guidelines box is the form's own rule: its value is never sent.
    const found = {
      ...validateAbstract(values, file),
      ...(termsAccepted ? {} : { terms: messages.abstractGuidelines }),
    };
    setErrors(found);
    if (hasErrors(found) || !file) {
      onOutcome();
      focusFirstInvalid(fieldOrder, found, idOf);
      return;
    }
    setStatus({ kind: 'submitting' });
    setProgress(0);
    let failure: Failure | null = null;
    try {
      const answer = await submitAbstract(values, file, setProgress);
      if (!answer.success) failure = { message: answer.message || messages.abstractFailed };
    } catch (error) {
      failure = describeFailure(error, {
        fallback: messages.abstractProblem,
        preferServerMessage: true,
        timeoutMs: requestTimeoutsMs.abstract,
      });
    }
    setProgress(null);
    robotCheck.current?.reset();
    if (failure) {
      if (failure.fieldErrors) setErrors(failure.fieldErrors);
      setStatus({ kind: 'error', failure });
      return;
    }
    reset();
    setFile(null);
    setTermsAccepted(false);
    if (fileInput.current) fileInput.current.value = '';
    setStatus({ kind: 'success' });
  };

  const busy = status.kind === 'submitting';
  const fileId = idOf('abstractFile');

  return (
    <div>
      {status.kind === 'success' && (
        <StatusBanner ref={banner} tone="success" title={text.successTitle} className="mb-6">
          <p>{text.successText}</p>
        </StatusBanner>
      )}
      {status.kind === 'error' && (
        <StatusBanner ref={banner} tone="error" title={text.failureTitle} className="mb-6">
          <p>{status.failure.message}</p>
          {status.failure.detail && <p className="mt-1">{status.failure.detail}</p>}
        </StatusBanner>
      )}
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="grid gap-5 sm:grid-cols-2"
      >
        <TextField
          id={idOf('fullName')}
          label="Full Name"
          required
          autoComplete="name"
          value={values.fullName}
          error={errors.fullName}
          onChange={(e) => setField('fullName', e.target.value)}
        />
        <TextField
          id={idOf('affiliation')}
          label="Affiliation"
          required
          autoComplete="organization"
          value={values.affiliation}
          error={errors.affiliation}
          onChange={(e) => setField('affiliation', e.target.value)}
        />
        <TextField
          id={idOf('email')}
          label="Email Address"
          inputMode="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(e) => setField('email', e.target.value)}
        />
        <TextField
          id={idOf('phone')}
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => setField('phone', e.target.value)}
        />
        <TextField
          id={idOf('abstractTitle')}
          label="Abstract Title"
          required
          className="sm:col-span-2"
          value={values.abstractTitle}
          error={errors.abstractTitle}
          onChange={(e) => setField('abstractTitle', e.target.value)}
        />
        <SelectField
          id={idOf('subtheme')}
          label="Subtheme"
          required
          className="sm:col-span-2"
          placeholder="Select a subtheme"
          options={optionsOf(subthemeTitles)}
          value={values.subtheme}
          error={errors.subtheme}
          onChange={(e) => setField('subtheme', e.target.value as AbstractRequest['subtheme'])}
        />
        <SelectField
          id={idOf('language')}
          label="Language"
          options={optionsOf(abstractLanguages)}
          value={values.language}
          error={errors.language}
          onChange={(e) => setField('language', e.target.value as AbstractRequest['language'])}
        />
        <SelectField
          id={idOf('presentationType')}
          label="Presentation Type"
          options={optionsOf(abstractPresentationTypes)}
          value={values.presentationType}
          error={errors.presentationType}
          onChange={(e) =>
            setField('presentationType', e.target.value as AbstractRequest['presentationType'])
          }
        />
        <div className="sm:col-span-2">
          <label htmlFor={fileId} className="block text-sm font-medium text-gray-800">
            {text.fileLabel}
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept=".doc,.docx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            aria-required="true"
            aria-invalid={errors.abstractFile ? true : undefined}
            aria-describedby={`${fileId}-hint${errors.abstractFile ? ` ${fileId}-error` : ''}`}
            onChange={(e) => onFileChosen(e.target.files?.[0] ?? null)}
            className="mt-1 block w-full text-sm text-gray-800 file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900 hover:file:bg-brand-100 focus:outline-2 focus:outline-offset-2 focus:outline-brand-500"
          />
          <p id={`${fileId}-hint`} className="mt-1 text-xs text-gray-600">
            {text.fileHint}
            {file && <span className="ml-1 font-medium text-gray-800">Chosen: {file.name}</span>}
          </p>
          <ErrorText id={`${fileId}-error`} message={errors.abstractFile} />
        </div>
        <TextAreaField
          id={idOf('comments')}
          label="Additional Comments"
          className="sm:col-span-2"
          value={values.comments}
          onChange={(e) => setField('comments', e.target.value)}
        />
        <CheckboxField
          id={idOf('terms')}
          className="sm:col-span-2"
          required
          label={text.termsLabel}
          checked={termsAccepted}
          error={errors.terms}
          onChange={(e) => {
            setTermsAccepted(e.target.checked);
            clearError('terms');
          }}
        />
        <div className="sm:col-span-2">
          <RobotCheck
            ref={robotCheck}
            id={idOf('recaptchaToken')}
            error={errors.recaptchaToken}
            onChange={(token) => setField('recaptchaToken', token)}
          />
        </div>
        {progress !== null && (
          <div className="sm:col-span-2">
            <UploadProgress fraction={progress} label="Uploading your abstract" />
          </div>
        )}
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} className="w-full sm:w-auto">
            {text.submit}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
