import { useId, useState, type FormEvent } from 'react';
import { inboxTextMaxLength } from '@caawg11/conference';
import { buttonClass } from '../../components/buttons';
import { failureMessage } from './status-change';

interface Props {
  label: string;
  submitLabel: string;
  /** Shown when the text is empty; nothing is sent then. */
  emptyMessage: string;
  doneMessage: string;
  /** Shown, with the text kept, when sending fails for another reason than the text. */
  failedMessage: string;
  /** Sends the text. */
  onSend: (text: string) => Promise<unknown>;
}

/** A textarea and its button: an internal note, a reply. */
export function TextForm({
  label,
  submitLabel,
  emptyMessage,
  doneMessage,
  failedMessage,
  onSend,
}: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (text.trim() === '') {
      setProblem(emptyMessage);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await onSend(text.trim());
      setText('');
      setDone(doneMessage);
    } catch (error) {
      setProblem(failureMessage(error, failedMessage));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-gray-700">
          {label}
        </label>
        <textarea
          id={id}
          rows={4}
          value={text}
          maxLength={inboxTextMaxLength}
          onChange={(event) => setText(event.target.value)}
          className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex items-center gap-3">
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          {submitLabel}
        </button>
        <p role="status" className="text-sm text-green-800">
          {done}
        </p>
      </div>
    </form>
  );
}
