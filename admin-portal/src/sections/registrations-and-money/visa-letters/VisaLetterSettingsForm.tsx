import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  checkFields,
  visaLetterIssueRuleLabels,
  visaLetterIssueRules,
  visaLetterSettingsRules,
  type VisaLetterSettings,
  type VisaLetterSettingsView,
} from '@caawg11/conference';
import { failureText } from '../../../api/failure-text';
import { buttonClass } from '../../../components/buttons';
import { FormField } from '../../../components/FormField';
import { inputClass } from '../../../components/forms';
import { saveVisaLetterSettings, uploadSignature, visaLettersQueryKey } from './visa-letters-api';

/** When letters may be issued, and the organising chair who signs them. */
export function VisaLetterSettingsForm({ settings }: { settings: VisaLetterSettingsView }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<VisaLetterSettings>({
    issueRule: settings.issueRule,
    chairName: settings.chairName,
    chairTitle: settings.chairTitle,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof VisaLetterSettings, string>>>({});
  const [signature, setSignature] = useState<File | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: visaLettersQueryKey });
  const save = useMutation({ mutationFn: saveVisaLetterSettings, onSuccess: refresh });
  const upload = useMutation({ mutationFn: uploadSignature, onSuccess: refresh });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkFields(visaLetterSettingsRules, values);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(values);
  };

  return (
    <section
      aria-labelledby="visa-settings-heading"
      className="space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="visa-settings-heading" className="text-lg font-semibold">
        Letter settings
      </h2>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 md:grid-cols-3">
        <FormField id="visa-issue-rule" label="A letter may be issued" error={errors.issueRule}>
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={values.issueRule}
              onChange={(event) =>
                setValues({
                  ...values,
                  issueRule: event.target.value as VisaLetterSettings['issueRule'],
                })
              }
            >
              {visaLetterIssueRules.map((rule) => (
                <option key={rule} value={rule}>
                  {visaLetterIssueRuleLabels[rule]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="visa-chair-name" label="Organising chair's name" error={errors.chairName}>
          {(control) => (
            <input
              {...control}
              className={inputClass}
              value={values.chairName}
              onChange={(event) => setValues({ ...values, chairName: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="visa-chair-title" label="Organising chair's title" error={errors.chairTitle}>
          {(control) => (
            <input
              {...control}
              className={inputClass}
              value={values.chairTitle}
              onChange={(event) => setValues({ ...values, chairTitle: event.target.value })}
            />
          )}
        </FormField>
        <div className="md:col-span-3">
          <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
            Save settings
          </button>
          {save.isSuccess && (
            <span role="status" className="ml-3 text-sm text-green-800">
              {save.data.message}
            </span>
          )}
          {save.isError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {failureText(save.error, 'Failed to save the settings. Please try again.')}
            </p>
          )}
        </div>
      </form>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (signature) upload.mutate(signature);
        }}
      >
        <div>
          <label htmlFor="visa-signature" className="block text-sm font-medium text-gray-700">
            Chair's signature image (PNG or JPEG)
          </label>
          <input
            id="visa-signature"
            type="file"
            accept="image/png,image/jpeg,.png,.jpg,.jpeg"
            className="mt-1 text-sm"
            onChange={(event) => setSignature(event.target.files?.[0] ?? null)}
          />
        </div>
        <button
          type="submit"
          className={buttonClass.secondary}
          disabled={!signature || upload.isPending}
        >
          Upload signature
        </button>
        <p className="text-sm text-gray-700">
          {settings.hasSignature ? 'A signature is on file.' : 'No signature uploaded yet.'}
        </p>
        {upload.isError && (
          <p role="alert" className="w-full text-sm text-red-700">
            {failureText(upload.error, 'Failed to upload the signature. Please try again.')}
          </p>
        )}
      </form>
    </section>
  );
}
