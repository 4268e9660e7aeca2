import { buttonClass } from '../../components/buttons';
import { Dialog } from '../../components/Dialog';

interface Props {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function VerifyPaymentDialog({ busy, onConfirm, onCancel }: Props) {
  return (
    <Dialog
      title="Verify Payment"
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
          <button type="button" className={buttonClass.success} onClick={onConfirm} disabled={busy}>
            {busy ? 'Processing...' : 'Verify'}
          </button>
        </>
      }
    >
      <p className="text-sm text-gray-700">
        Are you sure you want to verify this payment? This will update the registration status to
        confirmed.
      </p>
    </Dialog>
  );
}
