import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  groupInvoiceSendRules,
  type GroupInvoiceSendRequest,
  type GroupInvoiceView,
} from '@caawg11/conference';
import { failureText } from '../../../api/failure-text';
import { buttonClass } from '../../../components/buttons';
import { Dialog } from '../../../components/Dialog';
import { FormField } from '../../../components/FormField';
import { inputClass } from '../../../components/forms';
import { rulesResolver } from '../../../components/rules-resolver';
import { sendGroupInvoice } from './group-invoices-api';

interface Props {
  invoice: GroupInvoiceView;
  onClose: () => void;
  onSent: (email: string) => void;
}

/** E-mails the invoice's PDF to the address finance gives (an accounts office, say). */
export function SendGroupInvoiceDialog({ invoice, onClose, onSent }: Props) {
  const form = useForm<GroupInvoiceSendRequest>({
    resolver: rulesResolver(groupInvoiceSendRules),
    defaultValues: { email: '' },
  });
  const send = useMutation({
    mutationFn: (email: string) => sendGroupInvoice(invoice.id, email),
    onSuccess: (_result, email) => onSent(email),
  });
  const submit = form.handleSubmit(({ email }) => send.mutate(email.trim()));

  return (
    <Dialog
      title={`Send ${invoice.reference} by e-mail`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="send-group-invoice"
            className={buttonClass.primary}
            disabled={send.isPending}
          >
            {send.isPending ? 'Sending…' : 'Send'}
          </button>
        </>
      }
    >
      <form
        id="send-group-invoice"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-2"
      >
        <p className="text-sm text-gray-700">
          The PDF goes as an attachment, with the bank details and the group reference to quote.
        </p>
        <FormField
          id="send-group-invoice-email"
          label="E-mail address"
          error={form.formState.errors.email?.message}
        >
          {(control) => (
            <input type="email" className={inputClass} {...control} {...form.register('email')} />
          )}
        </FormField>
        {send.isError && (
          <p role="alert" className="text-sm text-red-700">
            {failureText(send.error, 'Failed to send the invoice')}
          </p>
        )}
      </form>
    </Dialog>
  );
}
