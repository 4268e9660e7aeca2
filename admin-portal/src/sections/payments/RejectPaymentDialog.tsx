import { useForm, useWatch } from 'react-hook-form';
import {
  maxRejectionNotesLength,
  paymentRejectionRules,
  type PaymentRejection,
} from '@caawg11/conference';
import { buttonClass } from '../../components/buttons';
import { Dialog } from '../../components/Dialog';
import { rulesResolver } from '../../components/rules-resolver';

interface Props {
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export function RejectPaymentDialog({ busy, onConfirm, onCancel }: Props) {
  const { register, handleSubmit, control } = useForm<PaymentRejection>({
    resolver: rulesResolver(paymentRejectionRules),
    defaultValues: { notes: '' },
  });
  const blank = useWatch({ control, name: 'notes' }).trim() === '';
  const submit = handleSubmit(({ notes }) => onConfirm(notes.trim()));

  return (
    <Dialog
      title="Reject Payment"
      onClose={onCancel}
      actions={
        <>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={onCancel}
            disabled={busy}
          >
            Cancel
          </button>
          <button
            type="submit"
            form="reject-payment-form"
            className={buttonClass.danger}
            disabled={blank || busy}
          >
            {busy ? 'Processing...' : 'Reject'}
          </button>
        </>
      }
    >
      <form id="reject-payment-form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="text-sm text-gray-700">
          Please provide a reason for rejecting this payment. This information will be sent to the
          participant.
        </p>
        <label htmlFor="reject-reason" className="mt-4 block text-sm font-medium text-gray-700">
          Reason for rejection
        </label>
        <textarea
          id="reject-reason"
          rows={4}
          required
          maxLength={maxRejectionNotesLength}
          className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
          {...register('notes')}
        />
      </form>
    </Dialog>
  );
}
