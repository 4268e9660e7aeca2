import { useMutation } from '@tanstack/react-query';
import { buttonClass } from '../../../components/buttons';
import { downloadBookOfAbstracts } from './inbox-api';

/** The accepted abstracts' files in one ZIP, named by reference, with a CSV index. */
export function BookOfAbstractsButton() {
  const download = useMutation({ mutationFn: downloadBookOfAbstracts });

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={download.isPending}
        aria-busy={download.isPending}
        onClick={() => download.mutate()}
      >
        Download book of abstracts
      </button>
      {download.isError && (
        <p role="alert" className="text-sm text-red-700">
          The book of abstracts could not be downloaded. Please try again.
        </p>
      )}
    </div>
  );
}
