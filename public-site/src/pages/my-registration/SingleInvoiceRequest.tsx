import {
  checkFields,
  requestTimeoutsMs,
  singleInvoiceRules,
  type SingleInvoiceRequest as SingleInvoiceValues,
} from '@caawg11/conference';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../forms/failure';
import { StatusBanner } from '../../forms/StatusBanner';
import { SubmitButton } from '../../forms/SubmitButton';
import { useFailureText } from '../../forms/text';
import { useSubmissionForm } from '../../forms/useSubmissionForm';
import { InstitutionAddressFields } from './InstitutionAddressFields';
import { InvoiceDownload } from './InvoiceDownload';
import { fetchMyInvoices, myInvoicesQueryKey, requestSingleInvoice } from './invoice-calls';

const idOf = (field: string) => `single-invoice-${field}`;
const fieldOrder = ['institutionName', 'postalAddress', 'taxId'] as const;

/**
 * An invoice for this registration made out to the registrant's institution, with its address
 * and tax ID, for an institution that pays only against such an invoice.
 */
export function SingleInvoiceRequest({ token }: { token: string }) {
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
  const problem = t('single.problem');
  const describe = (error: unknown) =>
    describeFailure(error, {
      fallback: problem,
      preferServerMessage: true,
      timeoutMs: requestTimeoutsMs.accessRequest,
    });
  const { field, onSubmit, sending, outcome } = useSubmissionForm({
    defaultValues: { institutionName: '', postalAddress: '', taxId: '' },
    rules: (values: SingleInvoiceValues) => checkFields(singleInvoiceRules, values),
    fieldOrder,
    idOf,
    send: async (values) => {
      const answer = await requestSingleInvoice(token, values);
      await queryClient.invalidateQueries({ queryKey: myInvoicesQueryKey(token) });
      return answer;
    },
    describeFailure: describe,
    describeRefusal: (answer) => ({ message: answer.message || problem }),
  });
  const current = invoices.data?.data.single ?? null;
  const failure = outcome?.kind === 'failure' ? failureText(outcome.failure) : null;

  return (
    <details
      className="group rounded-xl bg-white p-5 shadow sm:p-6"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-xl font-bold text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        <h2 id="single-invoice-heading" className="inline">
          {t('single.heading')}
        </h2>
      </summary>
      <div className="mt-3">
        <p className="mb-5 text-sm text-gray-700">{t('single.intro')}</p>
        {current && (
          <div className="mb-5 rounded-md bg-brand-50 p-4 text-sm text-gray-900">
            <p className="mb-3">
              {t('single.ready', {
                reference: current.reference,
                institution: current.institutionName,
              })}
            </p>
            <InvoiceDownload token={token} kind="single-invoice" label={t('single.download')} />
          </div>
        )}
        {failure && (
          <StatusBanner tone="error" title={t('single.failureTitle')} className="mb-4">
            <p>{failure.message}</p>
            {failure.detail && <p className="mt-1">{failure.detail}</p>}
          </StatusBanner>
        )}
        <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
          <InstitutionAddressFields idOf={idOf} field={field} />
          <div className="sm:col-span-2">
            <SubmitButton busy={sending} className="w-full sm:w-auto">
              {current ? t('single.submitAgain') : t('single.submit')}
            </SubmitButton>
          </div>
        </form>
      </div>
    </details>
  );
}
