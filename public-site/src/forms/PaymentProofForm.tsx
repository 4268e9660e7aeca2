import {
  checkProofFile,
  paymentMethods,
  requestTimeoutsMs,
  validatePaymentProof,
  type PaymentProofRequest,
} from '@caawg11/conference';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitPaymentProof } from './calls';
import { describeFailure } from './failure';
import { FileField, SelectField, TextField } from './Field';
import { StatusBanner } from './StatusBanner';
import { SubmitButton } from './SubmitButton';
import { useChoiceOptions, useFailureText } from './text';
import { UploadProgress } from './UploadProgress';
import { useSubmissionForm } from './useSubmissionForm';

export const paymentProofReceived =
  'Thank you. Your payment proof has been received and is pending verification by our team.';

const fieldOrder = ['method', 'reference', 'amount', 'paymentDate', 'proofFile'] as const;
const idOf = (field: string) => `proof-${field}`;

/** The form's fields with the chosen file, which the rule set checks along with them. */
type ProofValues = PaymentProofRequest & { proofFile: File | null };

const proofRules = ({ proofFile, ...values }: ProofValues) =>
  validatePaymentProof(values, proofFile);

const describeProofFailure = (error: unknown, fallback: string) =>
  describeFailure(error, {
    fallback,
    preferServerMessage: true,
    timeoutMs: requestTimeoutsMs.paymentProof,
  });

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
  const { t } = useTranslation('forms');
  const choiceOptions = useChoiceOptions();
  const failureText = useFailureText();
  // The form's own failure text, in the page's language.
  const problem = t('paymentProof.problem');
  const initial: ProofValues = {
    method: 'bank-transfer',
    reference: '',
    amount: String(feeUsd),
    paymentDate: '',
    proofFile: null,
  };
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async ({ proofFile, ...values }: ProofValues) => {
    // The rule set has made sure there is a file.
    if (!proofFile) throw new Error('no proof file');
    setProgress(0);
    try {
      const answer = await submitPaymentProof(token, values, proofFile, setProgress);
      if (answer.success) {
        if (fileInput.current) fileInput.current.value = '';
        onUploaded();
      }
      return answer;
    } catch (error) {
      const failure = describeProofFailure(error, problem);
      // The page replaces the form with the expired-link notice.
      if (failure.status === 401) onUnauthorized(failure.message);
      throw error;
    } finally {
      setProgress(null);
    }
  };

  const { form, field, errors, onSubmit, sending, outcome } = useSubmissionForm({
    defaultValues: initial,
    rules: proofRules,
    fieldOrder,
    idOf,
    send: upload,
    describeFailure: (error) => describeProofFailure(error, problem),
    describeRefusal: (answer) => ({ message: answer.message || problem }),
  });

  const onFileChosen = (chosen: File | null) => {
    const problem = chosen ? checkProofFile(chosen) : null;
    if (chosen && problem) {
      form.setValue('proofFile', null);
      if (fileInput.current) fileInput.current.value = '';
      form.setError('proofFile', { type: 'rule', message: problem });
      return;
    }
    form.setValue('proofFile', chosen);
    form.clearErrors('proofFile');
  };

  const fileId = idOf('proofFile');
  const failure = outcome?.kind === 'failure' ? failureText(outcome.failure) : null;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      {outcome?.kind === 'success' && (
        <StatusBanner
          tone="success"
          title={t('paymentProof.successTitle')}
          className="sm:col-span-2"
        >
          <p>{t('paymentProof.received')}</p>
        </StatusBanner>
      )}
      {failure && (
        <StatusBanner tone="error" title={t('paymentProof.failureTitle')} className="sm:col-span-2">
          <p>{failure.message}</p>
          {failure.detail && <p className="mt-1">{failure.detail}</p>}
        </StatusBanner>
      )}
      <SelectField
        id={idOf('method')}
        label={t('paymentProof.method')}
        required
        options={choiceOptions('paymentMethods', paymentMethods)}
        {...field('method')}
      />
      <TextField
        id={idOf('reference')}
        label={t('paymentProof.reference')}
        required
        {...field('reference')}
      />
      <TextField
        id={idOf('amount')}
        label={t('paymentProof.amount')}
        required
        inputMode="decimal"
        {...field('amount')}
      />
      <TextField
        id={idOf('paymentDate')}
        label={t('paymentProof.date')}
        type="date"
        required
        {...field('paymentDate')}
      />
      <FileField
        id={fileId}
        label={t('paymentProof.file')}
        required
        className="sm:col-span-2"
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        ref={fileInput}
        onFileChosen={onFileChosen}
        hint={t('paymentProof.fileHint')}
        error={errors.proofFile}
      />
      {progress !== null && (
        <div className="sm:col-span-2">
          <UploadProgress fraction={progress} label={t('paymentProof.uploading')} />
        </div>
      )}
      <div className="sm:col-span-2">
        <SubmitButton busy={sending} className="w-full sm:w-auto">
          {t('paymentProof.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
