import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewMessages, reviewSettingsRules, type ReviewSettings } from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { buttonClass } from '../../../components/buttons';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { inputClass } from '../../../components/forms';
import { rulesResolver } from '../../../components/rules-resolver';
import { Spinner } from '../../../components/Spinner';
import { fetchReviewSettings, reviewQueryKeys, saveReviewSettings } from './review-api';

/** The form's values: date inputs hold '' for a day not chosen. */
interface SettingsForm {
  opensOn: string;
  closesOn: string;
  anonymous: boolean;
  authorEditsUntil: string;
  questions: { id?: string; label: string; scaleMax: number; weight: number }[];
}

function toSettings(form: SettingsForm): ReviewSettings {
  return {
    opensOn: form.opensOn || null,
    closesOn: form.closesOn || null,
    anonymous: form.anonymous,
    authorEditsUntil: form.authorEditsUntil || null,
    questions: form.questions.map((question) => ({
      ...(question.id ? { id: question.id } : {}),
      label: question.label,
      scaleMax: question.scaleMax,
      weight: question.weight,
    })),
  };
}

function toForm(settings: ReviewSettings): SettingsForm {
  return {
    opensOn: settings.opensOn ?? '',
    closesOn: settings.closesOn ?? '',
    anonymous: settings.anonymous,
    authorEditsUntil: settings.authorEditsUntil ?? '',
    questions: settings.questions.map((question) => ({ ...question })),
  };
}

export function ReviewSettingsSection() {
  const settings = useQuery({ queryKey: reviewQueryKeys.settings, queryFn: fetchReviewSettings });
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">Review settings</h1>
      {settings.isPending ? (
        <Spinner label="Loading the review settings" />
      ) : settings.isError ? (
        <ErrorPanel message={reviewMessages.settingsLoadFailed} />
      ) : (
        <SettingsFormView settings={settings.data} />
      )}
    </section>
  );
}

function SettingsFormView({ settings }: { settings: ReviewSettings }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SettingsForm>({
    defaultValues: toForm(settings),
    resolver: rulesResolver(reviewSettingsRules, toSettings),
  });
  const questions = useFieldArray({ control, name: 'questions' });
  const save = useMutation({
    mutationFn: (form: SettingsForm) => saveReviewSettings(toSettings(form)),
    onSuccess: (next) => {
      queryClient.setQueryData(reviewQueryKeys.settings, next);
      reset(toForm(next));
      setSaved(true);
    },
  });

  const submit = handleSubmit((values) => {
    setSaved(false);
    save.mutate(values);
  });

  const fieldError = (name: 'opensOn' | 'closesOn' | 'authorEditsUntil' | 'questions') => {
    const message = errors[name]?.message ?? errors[name]?.root?.message;
    return message ? (
      <p id={`review-${name}-error`} role="alert" className="mt-1 text-sm text-red-700">
        {message}
      </p>
    ) : null;
  };

  return (
    <form
      noValidate
      aria-label="Review settings"
      onSubmit={(event) => void submit(event)}
      className="space-y-6 rounded-lg bg-white p-5 shadow"
    >
      {saved && (
        <div
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-800"
        >
          {reviewMessages.settingsSaved}.
        </div>
      )}
      {save.isError && (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
        >
          {save.error instanceof ApiRequestError
            ? save.error.message
            : 'Failed to save the review settings. Please try again.'}
        </div>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="text-base font-semibold text-gray-900">Review window</legend>
        <div>
          <label htmlFor="review-opensOn" className="block text-sm font-medium text-gray-700">
            Opens on
          </label>
          <input
            id="review-opensOn"
            type="date"
            className={inputClass}
            aria-invalid={Boolean(errors.opensOn)}
            aria-describedby={errors.opensOn ? 'review-opensOn-error' : undefined}
            {...register('opensOn')}
          />
          {fieldError('opensOn')}
        </div>
        <div>
          <label htmlFor="review-closesOn" className="block text-sm font-medium text-gray-700">
            Closes on (reviews can be changed until the end of this day, conference time)
          </label>
          <input
            id="review-closesOn"
            type="date"
            className={inputClass}
            aria-invalid={Boolean(errors.closesOn)}
            aria-describedby={errors.closesOn ? 'review-closesOn-error' : undefined}
            {...register('closesOn')}
          />
          {fieldError('closesOn')}
        </div>
        <div className="sm:col-span-2">
          <label
            htmlFor="review-authorEditsUntil"
            className="block text-sm font-medium text-gray-700"
          >
            Authors may edit their abstract until
          </label>
          <input
            id="review-authorEditsUntil"
            type="date"
            className={inputClass}
            aria-invalid={Boolean(errors.authorEditsUntil)}
            aria-describedby={
              errors.authorEditsUntil
                ? 'review-authorEditsUntil-error review-authorEditsUntil-hint'
                : 'review-authorEditsUntil-hint'
            }
            {...register('authorEditsUntil')}
          />
          <p id="review-authorEditsUntil-hint" className="mt-1 text-sm text-gray-600">
            Until the end of this day, conference time. Editing closes sooner for an abstract once a
            reviewer has scored it or the committee has decided. Leave empty for no date.
          </p>
          {fieldError('authorEditsUntil')}
        </div>
        <div className="flex items-center gap-2 sm:col-span-2">
          <input
            id="review-anonymous"
            type="checkbox"
            className="h-4 w-4 rounded border-gray-300"
            {...register('anonymous')}
          />
          <label htmlFor="review-anonymous" className="text-sm font-medium text-gray-700">
            Anonymous review: reviewers do not see the authors&apos; names, e-mails, affiliations,
            phones or file names
          </label>
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-gray-900">Rating questions</legend>
        <p className="text-sm text-gray-600">
          Reviewers answer each question on a scale from 1 to its highest score. A question that
          already has reviews against it cannot be deleted.
        </p>
        {fieldError('questions')}
        <ol className="space-y-3">
          {questions.fields.map((field, index) => (
            <li
              key={field.id}
              className="grid gap-3 rounded-md border border-gray-200 p-3 sm:grid-cols-6"
            >
              <div className="sm:col-span-3">
                <label
                  htmlFor={`question-${index}-label`}
                  className="block text-sm font-medium text-gray-700"
                >
                  Question {index + 1}
                </label>
                <input
                  id={`question-${index}-label`}
                  className={inputClass}
                  {...register(`questions.${index}.label`)}
                />
              </div>
              <div>
                <label
                  htmlFor={`question-${index}-scale`}
                  className="block text-sm font-medium text-gray-700"
                >
                  Highest score
                </label>
                <input
                  id={`question-${index}-scale`}
                  type="number"
                  min={2}
                  max={10}
                  step={1}
                  className={inputClass}
                  {...register(`questions.${index}.scaleMax`, { valueAsNumber: true })}
                />
              </div>
              <div>
                <label
                  htmlFor={`question-${index}-weight`}
                  className="block text-sm font-medium text-gray-700"
                >
                  Weight
                </label>
                <input
                  id={`question-${index}-weight`}
                  type="number"
                  min={0.1}
                  step={0.1}
                  className={inputClass}
                  {...register(`questions.${index}.weight`, { valueAsNumber: true })}
                />
              </div>
              <div className="flex flex-wrap items-end gap-2">
                <button
                  type="button"
                  className={buttonClass.secondary}
                  disabled={index === 0}
                  aria-label={`Move question ${index + 1} up`}
                  onClick={() => questions.move(index, index - 1)}
                >
                  Up
                </button>
                <button
                  type="button"
                  className={buttonClass.secondary}
                  aria-label={`Delete question ${index + 1}`}
                  onClick={() => questions.remove(index)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => questions.append({ label: '', scaleMax: 5, weight: 1 })}
        >
          Add a question
        </button>
      </fieldset>
      <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save settings'}
      </button>
    </form>
  );
}
