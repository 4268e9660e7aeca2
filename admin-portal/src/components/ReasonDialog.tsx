import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { buttonClass } from './buttons';
import { Dialog } from './Dialog';
import { inputClass } from './forms';
import { rulesResolver } from './rules-resolver';

interface ReasonDialogProps {
  title: string;
  /** What the action does and who is told the reason. */
  children: ReactNode;
  reasonLabel: string;
  maxLength: number;
  /** The shared rule the api checks the reason by. */
  reasonError: (reason: unknown) => string | null;
  /** The button that closes the dialog and leaves things as they are. */
  backOutLabel: string;
  confirmLabel: string;
  busy: boolean;
  /** The api's refusal, shown under the reason. */
  error?: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks for the reason before an action that the person concerned is told about. */
export function ReasonDialog({
  title,
  children,
  reasonLabel,
  maxLength,
  reasonError,
  backOutLabel,
  confirmLabel,
  busy,
  error = null,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const formId = useId();
  const reasonId = useId();
  const { register, handleSubmit, control } = useForm<{ reason: string }>({
    resolver: rulesResolver<{ reason: string }>({ reason: reasonError }),
    defaultValues: { reason: '' },
  });
  const blank = useWatch({ control, name: 'reason' }).trim() === '';
  const submit = handleSubmit(({ reason }) => onConfirm(reason.trim()));

  return (
    <Dialog
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={onCancel}
            disabled={busy}
          >
            {backOutLabel}
          </button>
          <button
            type="submit"
            form={formId}
            className={buttonClass.danger}
            disabled={blank || busy}
          >
            {busy ? 'Processing...' : confirmLabel}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <p className="text-sm text-gray-700">{children}</p>
        <label htmlFor={reasonId} className="mt-4 block text-sm font-medium text-gray-700">
          {reasonLabel}
        </label>
        <textarea
          id={reasonId}
          rows={4}
          required
          maxLength={maxLength}
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
