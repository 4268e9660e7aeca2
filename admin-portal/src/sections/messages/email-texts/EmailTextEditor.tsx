import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  checkNoticeText,
  type Language,
  type ListResult,
  type NoticeText,
  type NoticeTextView,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { failureText } from '../../../api/failure-text';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormField } from '../../../components/FormField';
import { inputClass } from '../../../components/forms';
import { formatDateTime } from '../../../format';
import {
  noticeTextsLanguageKey,
  noticeTextsQueryKey,
  previewNoticeText,
  restoreNoticeText,
  saveNoticeText,
} from './email-texts-api';
import { NoticePreviewPanel } from './NoticePreviewPanel';
import { showFieldMessages } from '../../../components/field-messages';

function hasFieldErrors(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    Boolean(error.fieldErrors?.subject || error.fieldErrors?.body)
  );
}

/**
 * One notice's subject and body in one language, checked the way the api checks them before it
 * saves.
 */
export function EmailTextEditor({ view, language }: { view: NoticeTextView; language: Language }) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<NoticeText>({ defaultValues: view.text });

  const showFieldErrors = (error: unknown) =>
    showFieldMessages(error, setError, (field) =>
      field === 'subject' || field === 'body' ? field : undefined,
    );
  const stored = (saved: NoticeTextView) => {
    queryClient.setQueryData<ListResult<NoticeTextView>>(
      noticeTextsLanguageKey(language),
      (list) =>
        list
          ? { ...list, data: list.data.map((one) => (one.key === saved.key ? saved : one)) }
          : list,
    );
    reset(saved.text);
    void queryClient.invalidateQueries({ queryKey: noticeTextsQueryKey });
  };

  const preview = useMutation({
    mutationFn: (text: NoticeText) => previewNoticeText(view.key, text, language),
    onError: showFieldErrors,
  });
  const save = useMutation({
    mutationFn: (text: NoticeText) => saveNoticeText(view.key, text, language),
    onSuccess: (saved) => {
      stored(saved);
      setDone('E-mail text saved.');
    },
    onError: showFieldErrors,
  });
  const restore = useMutation({
    mutationFn: () => restoreNoticeText(view.key, language),
    onSuccess: (saved) => {
      stored(saved);
      preview.reset();
      setConfirming(false);
      setDone('The default text is restored.');
    },
  });

  /** Runs the shared check first: a text the api would refuse is not sent. */
  const checked = (action: (text: NoticeText) => void) =>
    handleSubmit((text) => {
      setDone(null);
      clearErrors();
      const problems = checkNoticeText(view.key, text);
      if (problems.subject) setError('subject', { message: problems.subject });
      if (problems.body) setError('body', { message: problems.body });
      if (problems.subject || problems.body) return;
      action(text);
    });
  const runPreview = checked((text) => preview.mutate(text));
  const runSave = checked((text) => save.mutate(text));

  const failure = [
    save.isError && !hasFieldErrors(save.error)
      ? failureText(save.error, 'Failed to save the e-mail text. Please try again.')
      : null,
    preview.isError && !hasFieldErrors(preview.error)
      ? failureText(preview.error, 'Failed to preview the e-mail text. Please try again.')
      : null,
  ].find(Boolean);

  return (
    <section
      aria-labelledby="email-text-heading"
      className="space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <div>
        <h2 id="email-text-heading" className="text-lg font-semibold text-gray-900">
          {view.label}
        </h2>
        <p className="text-sm text-gray-600">
          <code>{view.key}</code> ·{' '}
          {view.edited && view.updatedAt
            ? `Changed by ${view.updatedBy ?? 'someone'} on ${formatDateTime(view.updatedAt)}`
            : 'The default text'}
        </p>
      </div>
      {done && (
        <div
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-800"
        >
          {done}
        </div>
      )}
      {failure && (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
        >
          {failure}
        </div>
      )}
      <form noValidate onSubmit={(event) => void runSave(event)} className="space-y-4">
        <FormField id="notice-subject" label="Subject" error={errors.subject?.message}>
          {(control) => <input {...control} className={inputClass} {...register('subject')} />}
        </FormField>
        <div>
          <label htmlFor="notice-body" className="block text-sm font-medium text-gray-700">
            Body
          </label>
          <textarea
            id="notice-body"
            rows={12}
            className={`${inputClass} font-mono`}
            aria-invalid={Boolean(errors.body)}
            aria-describedby={`notice-placeholders${errors.body ? ' notice-body-error' : ''}`}
            {...register('body')}
          />
          {errors.body && (
            <p id="notice-body-error" role="alert" className="mt-1 text-sm text-red-700">
              {errors.body.message}
            </p>
          )}
        </div>
        <div id="notice-placeholders">
          <h3 className="text-sm font-semibold text-gray-800">Placeholders</h3>
          <ul className="mt-1 space-y-1 text-sm text-gray-700">
            {Object.entries(view.placeholders).map(([name, meaning]) => (
              <li key={name}>
                <code className="font-semibold">{`{{${name}}}`}</code>: {meaning}
                {view.required.includes(name) && ' (required)'}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={preview.isPending}
            onClick={() => void runPreview()}
          >
            Preview
          </button>
          <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
            Save
          </button>
          <button
            type="button"
            className={buttonClass.danger}
            disabled={!view.edited}
            onClick={() => setConfirming(true)}
          >
            Restore default
          </button>
        </div>
      </form>
      {preview.data && !preview.isError && <NoticePreviewPanel preview={preview.data} />}
      {confirming && (
        <ConfirmDialog
          title="Restore the default text?"
          confirmLabel="Restore default"
          tone="danger"
          busy={restore.isPending}
          onConfirm={() => restore.mutate()}
          onCancel={() => setConfirming(false)}
        >
          <p className="text-sm text-gray-700">
            “{view.label}” goes back to the text the platform came with. The changed text is not
            kept.
          </p>
          {restore.isError && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {failureText(restore.error, 'Failed to restore the default text. Please try again.')}
            </p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
