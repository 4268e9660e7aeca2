import { requestTimeoutsMs } from '@caawg11/conference';
import { saveFile } from '@caawg11/conference/http';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchMyDocument } from '../../forms/calls';
import { describeFailure } from '../../forms/failure';
import { useFailureText } from '../../forms/text';

type PaymentDocument = 'receipt' | 'invoice';

const buttonClass =
  'rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

/**
 * The registration's payment documents: a pro-forma invoice at any time (for an institution
 * that pays against one) and the newest receipt once money has been received.
 */
export function PaymentDocuments({ token, paid }: { token: string; paid: boolean }) {
  const { t } = useTranslation('myRegistration');
  const failureText = useFailureText();
  const download = useMutation({
    mutationFn: (document: PaymentDocument) => fetchMyDocument(token, document),
    onSuccess: saveFile,
  });
  const failure = download.isError
    ? failureText(
        describeFailure(download.error, {
          fallback: t('documents.problem'),
          preferServerMessage: true,
          timeoutMs: requestTimeoutsMs.accessRequest,
        }),
      )
    : null;

  return (
    <div>
      <p className="text-sm text-gray-700">{paid ? t('documents.paid') : t('documents.unpaid')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {paid && (
          <button
            type="button"
            className={buttonClass}
            disabled={download.isPending}
            onClick={() => download.mutate('receipt')}
          >
            {t('documents.receipt')}
          </button>
        )}
        <button
          type="button"
          className={buttonClass}
          disabled={download.isPending}
          onClick={() => download.mutate('invoice')}
        >
          {t('documents.invoice')}
        </button>
      </div>
      {download.isPending && (
        <p role="status" className="mt-3 text-sm text-gray-700">
          {t('documents.preparing')}
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
