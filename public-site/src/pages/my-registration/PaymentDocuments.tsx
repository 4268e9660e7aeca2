import { requestTimeoutsMs } from '@caawg11/conference';
import { saveFile } from '@caawg11/conference/http';
import { useMutation } from '@tanstack/react-query';
import { fetchMyDocument } from '../../forms/calls';
import { describeFailure } from '../../forms/failure';

type PaymentDocument = 'receipt' | 'invoice';

const downloadProblem = 'We could not prepare the document. Please try again in a moment.';

const buttonClass =
  'rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

/**
 * The registration's payment documents: a pro-forma invoice at any time (for an institution
 * that pays against one) and the receipt once the payment is verified.
 */
export function PaymentDocuments({ token, paid }: { token: string; paid: boolean }) {
  const download = useMutation({
    mutationFn: (document: PaymentDocument) => fetchMyDocument(token, document),
    onSuccess: saveFile,
  });
  const failure = download.isError
    ? describeFailure(download.error, {
        fallback: downloadProblem,
        preferServerMessage: true,
        timeoutMs: requestTimeoutsMs.accessRequest,
      })
    : null;

  return (
    <div>
      <p className="text-sm text-gray-700">
        {paid
          ? 'Your payment is verified: download your receipt for your records.'
          : 'Your receipt will be here once your payment is verified. An invoice is available now if your institution needs one to pay.'}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {paid && (
          <button
            type="button"
            className={buttonClass}
            disabled={download.isPending}
            onClick={() => download.mutate('receipt')}
          >
            Download receipt (PDF)
          </button>
        )}
        <button
          type="button"
          className={buttonClass}
          disabled={download.isPending}
          onClick={() => download.mutate('invoice')}
        >
          Download invoice (PDF)
        </button>
      </div>
      {download.isPending && (
        <p role="status" className="mt-3 text-sm text-gray-700">
          Preparing your document...
        </p>
      )}
      {failure && (
        <div role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900">
          <p>{failure.message}</p>
          {failure.detail && <p className="mt-1">{failure.detail}</p>}
        </div>
      )}
    </div>
  );
}
