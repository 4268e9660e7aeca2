import {
  cancellationReasonError,
  cancellationReasonMaxLength,
  formatUsd,
} from '@caawg11/conference';
import { ReasonDialog } from '../../../components/ReasonDialog';

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
  return (
    <ReasonDialog
      title="Cancel Registration"
      reasonLabel="Reason for cancellation"
      maxLength={cancellationReasonMaxLength}
      reasonError={cancellationReasonError}
      backOutLabel="Keep Registration"
      confirmLabel="Cancel Registration"
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      The registration keeps its records and payments; its field-trip seat goes to the waiting list.
      The registrant is e-mailed the reason and the refund due under the cancellation policy (
      {formatUsd(Number(amountPaid), { cents: true })} paid so far).
    </ReasonDialog>
  );
}
