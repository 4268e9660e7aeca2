import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  groupInvoiceCancelRules,
  type GroupInvoiceCancelRequest,
  type GroupInvoiceView,
} from '@caawg11/conference';
import { failureText } from '../../../api/failure-text';
import { buttonClass } from '../../../components/buttons';
import { Dialog } from '../../../components/Dialog';
import { FormField } from '../../../components/FormField';
import { inputClass } from '../../../components/forms';
import { rulesResolver } from '../../../components/rules-resolver';
import { cancelGroupInvoice } from './group-invoices-api';

interface Props {
  invoice: GroupInvoiceView;
  onClose: () => void;
  onCancelled: (invoice: GroupInvoiceView) => void;
}

/** Cancels the invoice, saying why; its delegates may then go on another one. */
export function CancelGroupInvoiceDialog({ invoice, onClose, onCancelled }: Props) {
  const form = useForm<GroupInvoiceCancelRequest>({
    resolver: rulesResolver(groupInvoiceCancelRules),
    defaultValues: { reason: '' },
  });
  const cancel = useMutation({
    mutationFn: (reason: string) => cancelGroupInvoice(invoice.id, reason),
    onSuccess: onCancelled,
  });
  const submit = form.handleSubmit(({ reason }) => cancel.mutate(reason.trim()));

  return (
    <Dialog
      title={`Cancel ${invoice.reference}?`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Keep the invoice
          </button>
          <button
            type="submit"
            form="cancel-group-invoice"
            className={buttonClass.danger}
            disabled={cancel.isPending}
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel invoice'}
          </button>
        </>
      }
    >
      <form
        id="cancel-group-invoice"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-2"
      >
        <p className="text-sm text-gray-700">
          Payments already received stay on the delegates’ registrations. A transfer quoting{' '}
          {invoice.reference} afterwards is no longer shared out.
        </p>
        <FormField
          id="cancel-group-invoice-reason"
          label="Why is it cancelled?"
          error={form.formState.errors.reason?.message}
        >
          {(control) => (
            <textarea rows={3} className={inputClass} {...control} {...form.register('reason')} />
          )}
        </FormField>
        {cancel.isError && (
          <p role="alert" className="text-sm text-red-700">
            {failureText(cancel.error, 'Failed to cancel the invoice')}
          </p>
        )}
      </form>
    </Dialog>
  );
}
