import { maxRejectionNotesLength, paymentRejectionRules } from '@caawg11/conference';
import { ReasonDialog } from '../../../components/ReasonDialog';

interface Props {
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export function RejectPaymentDialog({ busy, onConfirm, onCancel }: Props) {
  return (
    <ReasonDialog
      title="Reject Payment"
      reasonLabel="Reason for rejection"
      maxLength={maxRejectionNotesLength}
      reasonError={paymentRejectionRules.notes}
      backOutLabel="Cancel"
      confirmLabel="Reject"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      Please provide a reason for rejecting this payment. This information will be sent to the
      participant.
    </ReasonDialog>
  );
}
