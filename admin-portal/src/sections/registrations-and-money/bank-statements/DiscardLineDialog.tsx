import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  discardLineRules,
  type BankStatementLineView,
  type BankStatementView,
  type DiscardLineRequest,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { discardStatementLine } from './bank-statements-api';
import { buttonClass } from '../../../components/buttons';
import { Dialog } from '../../../components/Dialog';
import { rulesResolver } from '../../../components/rules-resolver';

interface Props {
  statementId: string;
  line: BankStatementLineView;
  onDone: (statement: BankStatementView) => void;
  onClose: () => void;
}

/** Sets a transfer aside (not a conference payment, or settled otherwise), saying why. */
export function DiscardLineDialog({ statementId, line, onDone, onClose }: Props) {
  const form = useForm<DiscardLineRequest>({
    resolver: rulesResolver(discardLineRules),
    defaultValues: { comment: line.comment ?? '' },
  });
  const discard = useMutation({
    mutationFn: (comment: string) => discardStatementLine(statementId, line.id, comment),
    onSuccess: onDone,
  });
  const submit = form.handleSubmit(({ comment }) => discard.mutate(comment.trim()));
  const error = form.formState.errors.comment?.message;

  return (
    <Dialog
      title="Set this transfer aside"
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="discard-line"
            className={buttonClass.danger}
            disabled={discard.isPending}
          >
            Set aside
          </button>
        </>
      }
    >
      <form
        id="discard-line"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-2"
      >
        <p className="text-sm text-gray-700">
          {line.amount} {line.currency} from {line.payerName || 'an unnamed payer'}: “
          {line.reference}”
        </p>
        <label htmlFor="discard-comment" className="block text-sm font-medium text-gray-700">
          Why is it set aside?
        </label>
        <textarea
          id="discard-comment"
          rows={3}
          className="w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'discard-comment-error' : undefined}
          {...form.register('comment')}
        />
        {error && (
          <p id="discard-comment-error" className="text-sm text-red-700">
            {error}
          </p>
        )}
        {discard.isError && (
          <p role="alert" className="text-sm text-red-700">
            {discard.error instanceof ApiRequestError
              ? (discard.error.serverMessage ?? discard.error.message)
              : 'Failed to set the transfer aside'}
          </p>
        )}
      </form>
    </Dialog>
  );
}
