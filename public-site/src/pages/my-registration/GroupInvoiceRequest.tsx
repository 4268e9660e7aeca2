import {
  checkFields,
  myGroupInvoiceRules,
  requestTimeoutsMs,
  type MyGroupInvoiceRequest,
} from '@caawg11/conference';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../forms/ErrorText';
import { inputClass, TextField } from '../../forms/Field';
import { describeFailure } from '../../forms/failure';
import { StatusBanner } from '../../forms/StatusBanner';
import { SubmitButton } from '../../forms/SubmitButton';
import { useFailureText } from '../../forms/text';
import { useSubmissionForm } from '../../forms/useSubmissionForm';
import { InstitutionAddressFields } from './InstitutionAddressFields';
import { InvoiceDownload } from './InvoiceDownload';
import { fetchMyInvoices, myInvoicesQueryKey, requestGroupInvoice } from './invoice-calls';

const idOf = (field: string) => `group-invoice-${field}`;
const fieldOrder = ['institutionName', 'postalAddress', 'taxId', 'purchaseOrder'] as const;
const emptyColleague = { reference: '', email: '' };

const linkButtonClass =
  'text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * One invoice to the institution for the registrant and colleagues already registered, each
 * named by registration ID and e-mail address, with one group reference to quote on the
 * institution's single transfer.
 */
export function GroupInvoiceRequest({ token }: { token: string }) {
  const { t } = useTranslation('institutionInvoices');
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  // Most registrants never need it: nothing is asked of the api until the part is opened.
  const [open, setOpen] = useState(false);
  const invoices = useQuery({
    queryKey: myInvoicesQueryKey(token),
    queryFn: () => fetchMyInvoices(token),
    enabled: open,
  });
  const problem = t('group.problem');
  const describe = (error: unknown) =>
    describeFailure(error, {
      fallback: problem,
      preferServerMessage: true,
      timeoutMs: requestTimeoutsMs.accessRequest,
    });
  const { form, field, errors, onSubmit, sending, outcome } = useSubmissionForm({
    defaultValues: {
      institutionName: '',
      postalAddress: '',
      taxId: '',
      purchaseOrder: '',
      colleagues: [emptyColleague],
    },
    rules: (values: MyGroupInvoiceRequest) => checkFields(myGroupInvoiceRules, values),
    fieldOrder,
    idOf,
    send: async (values) => {
      const answer = await requestGroupInvoice(token, values);
      await queryClient.invalidateQueries({ queryKey: myInvoicesQueryKey(token) });
      return answer;
    },
    describeFailure: describe,
    describeRefusal: (answer) => ({ message: answer.message || problem }),
  });
  const colleagues = useFieldArray({ control: form.control, name: 'colleagues' });
  const current = invoices.data?.data.group ?? null;
  const failure = outcome?.kind === 'failure' ? failureText(outcome.failure) : null;

  return (
    <details
      className="group rounded-xl bg-white p-5 shadow sm:p-6"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-xl font-bold text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        <h2 id="group-invoice-heading" className="inline">
          {t('group.heading')}
        </h2>
      </summary>
      <div className="mt-3">
        <p className="mb-5 text-sm text-gray-700">{t('group.intro')}</p>
        {current && (
          <div className="mb-5 rounded-md bg-brand-50 p-4 text-sm text-gray-900">
            <p>
              {t('group.ready', {
                reference: current.reference,
                institution: current.institutionName,
                count: current.delegates.length,
              })}
            </p>
            <ul className="my-2 list-disc pl-5">
              {current.delegates.map((delegate) => (
                <li key={delegate.reference}>
                  <span className="font-mono">{delegate.reference}</span> {delegate.name}
                </li>
              ))}
            </ul>
            <p className="mb-3">{t('group.quote', { reference: current.reference })}</p>
            <InvoiceDownload token={token} kind="group-invoice" label={t('group.download')} />
          </div>
        )}
        {failure && (
          <StatusBanner tone="error" title={t('group.failureTitle')} className="mb-4">
            <p>{failure.message}</p>
            {failure.detail && <p className="mt-1">{failure.detail}</p>}
          </StatusBanner>
        )}
        <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
          <InstitutionAddressFields idOf={idOf} field={field} />
          <TextField
            id={idOf('purchaseOrder')}
            label={t('fields.purchaseOrder')}
            {...field('purchaseOrder')}
          />
          <fieldset
            className="sm:col-span-2"
            aria-describedby={errors.colleagues ? idOf('colleagues-error') : undefined}
          >
            <legend className="text-sm font-medium text-gray-800">{t('group.colleagues')}</legend>
            <p className="mt-1 text-xs text-gray-600">{t('group.colleaguesHint')}</p>
            <ul className="mt-3 space-y-3">
              {colleagues.fields.map((colleague, index) => (
                <li
                  key={colleague.id}
                  className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
                >
                  <div>
                    <label
                      htmlFor={idOf(`reference-${index}`)}
                      className="block text-sm font-medium text-gray-800"
                    >
                      {t('group.reference', { number: index + 1 })}
                    </label>
                    <input
                      id={idOf(`reference-${index}`)}
                      className={inputClass}
                      autoComplete="off"
                      {...form.register(`colleagues.${index}.reference`, {
                        onChange: () => form.clearErrors('colleagues'),
                      })}
                    />
                  </div>
                  <div>
                    <label
                      htmlFor={idOf(`email-${index}`)}
                      className="block text-sm font-medium text-gray-800"
                    >
                      {t('group.email', { number: index + 1 })}
                    </label>
                    <input
                      id={idOf(`email-${index}`)}
                      type="email"
                      className={inputClass}
                      autoComplete="off"
                      {...form.register(`colleagues.${index}.email`, {
                        onChange: () => form.clearErrors('colleagues'),
                      })}
                    />
                  </div>
                  {colleagues.fields.length > 1 && (
                    <button
                      type="button"
                      className={linkButtonClass}
                      onClick={() => colleagues.remove(index)}
                    >
                      {t('group.remove', { number: index + 1 })}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={`${linkButtonClass} mt-3`}
              onClick={() => colleagues.append(emptyColleague)}
            >
              {t('group.add')}
            </button>
            <ErrorText id={idOf('colleagues-error')} message={errors.colleagues} />
          </fieldset>
          <div className="sm:col-span-2">
            <SubmitButton busy={sending} className="w-full sm:w-auto">
              {t('group.submit')}
            </SubmitButton>
          </div>
        </form>
      </div>
    </details>
  );
}
