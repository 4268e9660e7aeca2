import { requestTimeoutsMs } from '@caawg11/conference';
import { saveFile } from '@caawg11/conference/http';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../forms/failure';
import { useFailureText } from '../../forms/text';
import { downloadInvoice } from './invoice-calls';

const buttonClass =
  'rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

/** A button that downloads one of the registrant's invoices, saying so if it cannot. */
export function InvoiceDownload({
  token,
  kind,
  label,
}: {
  token: string;
  kind: 'single-invoice' | 'group-invoice';
  label: string;
}) {
  const { t } = useTranslation('institutionInvoices');
  const failureText = useFailureText();
  const download = useMutation({
    mutationFn: () => downloadInvoice(token, kind),
    onSuccess: saveFile,
  });
  const failure = download.isError
    ? failureText(
        describeFailure(download.error, {
          fallback: t('downloadProblem'),
          preferServerMessage: true,
          timeoutMs: requestTimeoutsMs.accessRequest,
        }),
      )
    : null;
  return (
    <div>
      <button
        type="button"
        className={buttonClass}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {label}
      </button>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {failure.message}
        </p>
      )}
    </div>
  );
}
