import type { AdminAbstract } from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';
import { useOpenFile } from '../../../open-file';

/** Opens the abstract's file through a short-lived signed link. */
export function AbstractFileButton({ abstract }: { abstract: AdminAbstract }) {
  const file = useOpenFile();
  return (
    <div className="space-y-2">
      <button
        type="button"
        className={buttonClass.secondary}
        onClick={() => file.open(abstract.fileUrl)}
      >
        Download file
      </button>
      {file.isError && (
        <p role="alert" className="text-sm text-red-700">
          The file could not be opened. Please try again.
        </p>
      )}
    </div>
  );
}
