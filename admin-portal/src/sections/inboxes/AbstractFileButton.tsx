import { useState } from 'react';
import type { AdminAbstract } from '@caawg11/conference';
import { buttonClass } from '../../components/buttons';
import { openFileInNewTab } from '../../open-file';

/** Opens the abstract's file through a short-lived signed link. */
export function AbstractFileButton({ abstract }: { abstract: AdminAbstract }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="space-y-2">
      <button
        type="button"
        className={buttonClass.secondary}
        onClick={() => {
          setFailed(false);
          openFileInNewTab(abstract.fileUrl).catch(() => setFailed(true));
        }}
      >
        Download file
      </button>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          The file could not be opened. Please try again.
        </p>
      )}
    </div>
  );
}
