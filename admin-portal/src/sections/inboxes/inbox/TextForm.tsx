import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { inboxTextMaxLength, type FormRules, type InboxNoteRequest } from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';
import { rulesResolver } from '../../../components/rules-resolver';
import { failureMessage } from './status-change';

interface Props {
  label: string;
  submitLabel: string;
  /** The api's rule for the text: an empty one is refused with its message and not sent. */
  rules: FormRules<InboxNoteRequest>;
  doneMessage: string;
  /** Shown, with the text kept, when sending fails for another reason than the text. */
  failedMessage: string;
  /** Sends the trimmed text. */
  onSend: (text: string) => Promise<unknown>;
}

/** A textarea and its button: an internal note, a reply. */
export function TextForm({ label, submitLabel, rules, doneMessage, failedMessage, onSend }: Props) {
  const id = useId();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InboxNoteRequest>({
    resolver: rulesResolver(rules),
    defaultValues: { body: '' },
  });
  const send = useMutation({
    mutationFn: onSend,
    onSuccess: () => {
      reset();
      setDone(doneMessage);
    },
  });

  const submit = handleSubmit(
    ({ body }) => {
      setDone(null);
      send.mutate(body.trim());
    },
    () => setDone(null),
  );

  const problem =
    errors.body?.message ?? (send.isError ? failureMessage(send.error, failedMessage) : null);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-gray-700">
          {label}
        </label>
        <textarea
          id={id}
          rows={4}
          maxLength={inboxTextMaxLength}
          className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
          {...register('body')}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex items-center gap-3">
        <button type="submit" className={buttonClass.primary} disabled={send.isPending}>
          {submitLabel}
        </button>
        <p role="status" className="text-sm text-green-800">
          {done}
        </p>
      </div>
    </form>
  );
}
