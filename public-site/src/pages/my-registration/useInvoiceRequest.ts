import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { requestTimeoutsMs, type ApiResult } from '@caawg11/conference';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../forms/failure';
import { useFailureText } from '../../forms/text';
import { useSubmissionForm, type SubmissionFormOptions } from '../../forms/useSubmissionForm';
import { fetchMyInvoices, myInvoicesQueryKey } from './invoice-calls';

/** The invoice to the registrant's institution, or the group one for colleagues as well. */
export type InvoiceKind = 'single' | 'group';

type MyInvoices = Awaited<ReturnType<typeof fetchMyInvoices>>['data'];

interface InvoiceRequestOptions<
  TValues extends FieldValues,
  TAnswer extends ApiResult,
> extends Pick<SubmissionFormOptions<TValues, TAnswer>, 'defaultValues' | 'rules' | 'fieldOrder'> {
  /** The api call that makes the invoice. */
  request: (token: string, values: TValues) => Promise<TAnswer>;
}

export interface InvoiceRequest<TValues extends FieldValues> {
  kind: InvoiceKind;
  form: UseFormReturn<TValues>;
  idOf: (field: string) => string;
  /** A field's registration with its message, as useSubmissionForm gives it. */
  field: (name: Path<TValues>) => UseFormRegisterReturn & { error?: string };
  errors: Partial<Record<string, string>>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  sending: boolean;
  /** Why the last request failed, in the page's language. */
  failure: { message: string; detail?: string } | null;
  /** The invoices made so far, once the part has been opened and they have loaded. */
  invoices: MyInvoices | null;
  setOpen: (open: boolean) => void;
}

/**
 * An invoice request of the access-link page: the invoices made so far, loaded once the part is
 * opened and again after each request, and the request's form with its failure in the
 * catalogue's words for that kind of invoice.
 */
export function useInvoiceRequest<TValues extends FieldValues, TAnswer extends ApiResult>(
  token: string,
  kind: InvoiceKind,
  { request, ...formOptions }: InvoiceRequestOptions<TValues, TAnswer>,
): InvoiceRequest<TValues> {
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
  const idOf = (field: string) => `${kind}-invoice-${field}`;
  const problem = t(`${kind}.problem`);
  const { form, field, errors, onSubmit, sending, outcome } = useSubmissionForm({
    ...formOptions,
    idOf,
    send: async (values) => {
      const answer = await request(token, values);
      await queryClient.invalidateQueries({ queryKey: myInvoicesQueryKey(token) });
      return answer;
    },
    describeFailure: (error) =>
      describeFailure(error, {
        fallback: problem,
        preferServerMessage: true,
        timeoutMs: requestTimeoutsMs.accessRequest,
      }),
    describeRefusal: (answer) => ({ message: answer.message || problem }),
  });

  return {
    kind,
    form,
    idOf,
    field,
    errors,
    onSubmit,
    sending,
    failure: outcome?.kind === 'failure' ? failureText(outcome.failure) : null,
    invoices: invoices.data?.data ?? null,
    setOpen,
  };
}
