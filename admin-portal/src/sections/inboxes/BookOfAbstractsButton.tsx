import { useState } from 'react';
import { buttonClass } from '../../components/buttons';
import { downloadBookOfAbstracts } from './inbox-api';

/** The accepted abstracts' files in one ZIP, named by reference, with a CSV index. */
export function BookOfAbstractsButton() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      await downloadBookOfAbstracts();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void download()}
      >
        Download book of abstracts
      </button>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          The book of abstracts could not be downloaded. Please try again.
        </p>
      )}
    </div>
  );
}
