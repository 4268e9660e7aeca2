import { useState } from 'react';
import { paymentVerificationRules } from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';
import { Dialog } from '../../../components/Dialog';
import { inputClass } from '../../../components/forms';

interface Props {
  busy: boolean;
  /** The amount the proof states, offered as the amount received. */
  proofAmount: number;
  onConfirm: (amountReceived: number) => void;
  onCancel: () => void;
}

export function VerifyPaymentDialog({ busy, proofAmount, onConfirm, onCancel }: Props) {
  const [amount, setAmount] = useState(proofAmount.toFixed(2));
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    const found = paymentVerificationRules.amount(amount.trim() === '' ? '' : amount);
    setProblem(found);
    if (!found) onConfirm(Number(amount));
  };
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
          <button type="button" className={buttonClass.success} onClick={confirm} disabled={busy}>
            {busy ? 'Processing...' : 'Verify'}
          </button>
        </>
      }
    >
      <p className="text-sm text-gray-700">
        Are you sure you want to verify this payment? This will update the registration status to
        confirmed.
      </p>
      <p className="mt-2 text-sm text-gray-600">
        Enter the amount actually received: the registration is confirmed once its fee is covered,
        and part of the fee stays due otherwise.
      </p>
      <label htmlFor="amount-received" className="mt-3 block text-sm font-medium text-gray-700">
        Amount received (USD)
      </label>
      <input
        id="amount-received"
        type="number"
        min="0.01"
        step="0.01"
        className={inputClass}
        value={amount}
        aria-invalid={Boolean(problem)}
        aria-describedby={problem ? 'amount-received-error' : undefined}
        onChange={(event) => setAmount(event.target.value)}
      />
      {problem && (
        <p id="amount-received-error" className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
    </Dialog>
  );
}
