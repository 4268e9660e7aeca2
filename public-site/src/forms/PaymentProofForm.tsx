import {
  checkProofFile,
  hasErrors,
  paymentMethodLabels,
  paymentMethods,
  requestTimeoutsMs,
  validatePaymentProof,
  type PaymentProofRequest,
} from '@caawg11/conference';
import { useRef, useState, type FormEvent } from 'react';
import { submitPaymentProof } from './calls';
import { ErrorText } from './ErrorText';
import { describeFailure, type Failure } from './failure';
import { SelectField, TextField } from './Field';
import { focusFirstInvalid } from './scroll';
import { StatusBanner } from './StatusBanner';
import { SubmitButton } from './SubmitButton';
import { UploadProgress } from './UploadProgress';
import { useFormFields } from './useFormFields';

export const paymentProofProblem =
  'There was a problem uploading your payment proof. Please try again or e-mail it to the registration team.';
export const paymentProofReceived =
  'Thank you. Your payment proof has been received and is pending verification by our team.';

const fieldOrder = ['method', 'reference', 'amount', 'paymentDate', 'proofFile'] as const;
const idOf = (field: string) => `proof-${field}`;

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success' }
  | { kind: 'error'; failure: Failure };

interface PaymentProofFormProps {
  token: string;
  /** The fee, offered as the amount. */
  feeUsd: number;
  /** Called after a proof was accepted, so the page reloads the payments. */
  onUploaded: () => void;
  /** Called when the server no longer accepts the access token. */
  onUnauthorized: (message: string) => void;
}

/** The registrant's payment proof: method, reference, amount, date and a PDF/JPEG/PNG file. */
export function PaymentProofForm({
  token,
  feeUsd,
  onUploaded,
  onUnauthorized,
}: PaymentProofFormProps) {
  const initial: PaymentProofRequest = {
    method: 'bank-transfer',
    reference: '',
    amount: String(feeUsd),
    paymentDate: '',
  };
  const { values, errors, setErrors, setField, clearError, setValues } = useFormFields(initial);
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const onFileChosen = (chosen: File | null) => {
    const problem = chosen ? checkProofFile(chosen) : null;
    if (chosen && problem) {
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      setErrors((current) => ({ ...current, proofFile: problem }));
      return;
    }
    setFile(chosen);
    clearError('proofFile');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'submitting') return;
    const found = validatePaymentProof(values, file);
    setErrors(found);
    if (hasErrors(found) || !file) {
      focusFirstInvalid(fieldOrder, found, idOf);
      return;
    }
    setStatus({ kind: 'submitting' });
    setProgress(0);
    try {
      const answer = await submitPaymentProof(token, values, file, setProgress);
      if (answer.success) {
        setStatus({ kind: 'success' });
        setValues({ ...initial });
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
        onUploaded();
      } else {
        setStatus({ kind: 'error', failure: { message: answer.message || paymentProofProblem } });
      }
    } catch (error) {
      const failure = describeFailure(error, {
        fallback: paymentProofProblem,
        preferServerMessage: true,
        timeoutMs: requestTimeoutsMs.paymentProof,
      });
      if (failure.status === 401) {
        onUnauthorized(failure.message);
        return;
      }
      if (failure.fieldErrors) setErrors(failure.fieldErrors);
      setStatus({ kind: 'error', failure });
    } finally {
      setProgress(null);
    }
  };

  const busy = status.kind === 'submitting';
  const fileId = idOf('proofFile');
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-5 sm:grid-cols-2"
    >
      {status.kind === 'success' && (
        <StatusBanner tone="success" title="Payment proof received" className="sm:col-span-2">
          <p>{paymentProofReceived}</p>
        </StatusBanner>
      )}
      {status.kind === 'error' && (
        <StatusBanner tone="error" title="Upload failed" className="sm:col-span-2">
          <p>{status.failure.message}</p>
          {status.failure.detail && <p className="mt-1">{status.failure.detail}</p>}
        </StatusBanner>
      )}
      <SelectField
        id={idOf('method')}
        label="Payment method"
        required
        options={paymentMethods.map((method) => ({
          value: method,
          label: paymentMethodLabels[method],
        }))}
        value={values.method}
        error={errors.method}
        onChange={(e) => setField('method', e.target.value as PaymentProofRequest['method'])}
      />
      <TextField
        id={idOf('reference')}
        label="Transaction reference"
        required
        value={values.reference}
        error={errors.reference}
        onChange={(e) => setField('reference', e.target.value)}
      />
      <TextField
        id={idOf('amount')}
        label="Amount paid (USD)"
        required
        inputMode="decimal"
        value={values.amount}
        error={errors.amount}
        onChange={(e) => setField('amount', e.target.value)}
      />
      <TextField
        id={idOf('paymentDate')}
        label="Payment date"
        type="date"
        required
        value={values.paymentDate}
        error={errors.paymentDate}
        onChange={(e) => setField('paymentDate', e.target.value)}
      />
      <div className="sm:col-span-2">
        <label htmlFor={fileId} className="block text-sm font-medium text-gray-800">
          Proof of payment
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          aria-required="true"
          aria-invalid={errors.proofFile ? true : undefined}
          aria-describedby={`${fileId}-hint${errors.proofFile ? ` ${fileId}-error` : ''}`}
          onChange={(e) => onFileChosen(e.target.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm text-gray-800 file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900 hover:file:bg-brand-100 focus:outline-2 focus:outline-offset-2 focus:outline-brand-500"
        />
        <p id={`${fileId}-hint`} className="mt-1 text-xs text-gray-600">
          A bank slip, transfer confirmation or receipt: PDF, JPEG or PNG, up to 5MB.
        </p>
        <ErrorText id={`${fileId}-error`} message={errors.proofFile} />
      </div>
      {progress !== null && (
        <div className="sm:col-span-2">
          <UploadProgress fraction={progress} label="Uploading your payment proof" />
        </div>
      )}
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} className="w-full sm:w-auto">
          Upload Payment Proof
        </SubmitButton>
      </div>
    </form>
  );
}
