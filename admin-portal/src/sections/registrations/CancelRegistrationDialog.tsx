import { useForm, useWatch } from 'react-hook-form';
import {
  cancellationReasonError,
  cancellationReasonMaxLength,
  formatUsd,
  type CancellationRequest,
} from '@caawg11/conference';
import { buttonClass } from '../../components/buttons';
import { Dialog } from '../../components/Dialog';
import { inputClass } from '../../components/forms';
import { rulesResolver } from '../../components/rules-resolver';

interface Props {
  amountPaid: string;
  busy: boolean;
  /** The api's refusal, shown above the buttons. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks for the reason before a registration is cancelled; the registrant is e-mailed it. */
export function CancelRegistrationDialog({ amountPaid, busy, error, onConfirm, onCancel }: Props) {
  const { register, handleSubmit, control } = useForm<CancellationRequest>({
    resolver: rulesResolver<CancellationRequest>({ reason: cancellationReasonError }),
    defaultValues: { reason: '' },
  });
  const blank = useWatch({ control, name: 'reason' }).trim() === '';
  const submit = handleSubmit(({ reason }) => onConfirm(reason.trim()));

  return (
    <Dialog
      title="Cancel Registration"
      onClose={onCancel}
      actions={
        <>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={onCancel}
            disabled={busy}
          >
            Keep Registration
          </button>
          <button
            type="submit"
            form="cancel-registration-form"
            className={buttonClass.danger}
            disabled={blank || busy}
          >
            {busy ? 'Processing...' : 'Cancel Registration'}
          </button>
        </>
      }
    >
      <form id="cancel-registration-form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="text-sm text-gray-700">
          The registration keeps its records and payments; its field-trip seat goes to the waiting
          list. The registrant is e-mailed the reason and the refund due under the cancellation
          policy ({formatUsd(Number(amountPaid), { cents: true })} paid so far).
        </p>
        <label htmlFor="cancel-reason" className="mt-4 block text-sm font-medium text-gray-700">
          Reason for cancellation
        </label>
        <textarea
          id="cancel-reason"
          rows={4}
          required
          maxLength={cancellationReasonMaxLength}
          className={inputClass}
          {...register('reason')}
        />
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
