import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@caawg11/conference/routing';
import { languageNames, type GroupInvoiceView } from '@caawg11/conference';
import { failureText } from '../../../api/failure-text';
import { buttonClass } from '../../../components/buttons';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ScrollArea } from '../../../components/ScrollArea';
import { Spinner } from '../../../components/Spinner';
import { formatDate, formatUsdDecimal } from '../../../format';
import { paths } from '../../../paths';
import { useSectionQuery } from '../../use-section-query';
import { CancelGroupInvoiceDialog } from './CancelGroupInvoiceDialog';
import {
  downloadGroupInvoice,
  fetchGroupInvoice,
  groupInvoiceQueryKeys,
} from './group-invoices-api';
import { GroupInvoiceStatusBadge } from './GroupInvoiceStatusBadge';
import { SendGroupInvoiceDialog } from './SendGroupInvoiceDialog';

type Action = 'send' | 'cancel' | null;

/** One group invoice: the institution, each delegate's fee and balance, and what can be done. */
export function GroupInvoiceDetail() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const invoice = useSectionQuery({
    queryKey: groupInvoiceQueryKeys.one(id),
    queryFn: () => fetchGroupInvoice(id),
  });
  const download = useMutation({ mutationFn: downloadGroupInvoice });

  if (invoice.isPending) return <Spinner label="Loading group invoice" />;
  if (invoice.isError) {
    return (
      <ErrorPanel message="Failed to load the group invoice">
        <Link to={paths.groupInvoices} className={buttonClass.secondary}>
          Back to group invoices
        </Link>
      </ErrorPanel>
    );
  }
  const view = invoice.data;
  const live = view.status === 'live';
  const show = async (updated: GroupInvoiceView) => {
    queryClient.setQueryData(groupInvoiceQueryKeys.one(id), updated);
    // The lists, not this invoice, which the answer has just brought.
    await queryClient.invalidateQueries({ queryKey: groupInvoiceQueryKeys.lists });
  };

  return (
    <div className="space-y-6">
      <div>
        <Link to={paths.groupInvoices} className={buttonClass.link}>
          ← Group invoices
        </Link>
        <h1 className="mt-2 flex flex-wrap items-center gap-3 text-2xl font-bold text-gray-900">
          Group invoice {view.reference} <GroupInvoiceStatusBadge status={view.status} />
        </h1>
        <p className="text-sm text-gray-700">
          Created {formatDate(view.createdAt)} by {view.createdBy}, in{' '}
          {languageNames[view.language]}.
          {view.cancelledAt &&
            ` Cancelled ${formatDate(view.cancelledAt)}: ${view.cancellationReason ?? ''}`}
        </p>
      </div>
      {notice && (
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-800"
        >
          {notice}
        </p>
      )}
      <section
        aria-labelledby="group-invoice-to"
        className="grid gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2"
      >
        <div>
          <h2 id="group-invoice-to" className="text-sm font-semibold text-gray-900">
            Addressed to
          </h2>
          <p className="mt-1 whitespace-pre-line text-sm text-gray-800">
            <span className="font-semibold">{view.institutionName}</span>
            {'\n'}
            {view.postalAddress}
          </p>
          {view.taxId && <p className="mt-1 text-sm text-gray-700">Tax ID: {view.taxId}</p>}
          {view.purchaseOrder && (
            <p className="text-sm text-gray-700">Purchase order: {view.purchaseOrder}</p>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:justify-self-end">
          <dt className="text-gray-600">Total</dt>
          <dd className="text-right font-semibold">{formatUsdDecimal(view.total)}</dd>
          <dt className="text-gray-600">Paid</dt>
          <dd className="text-right font-semibold">{formatUsdDecimal(view.amountPaid)}</dd>
          <dt className="text-gray-600">Balance due</dt>
          <dd className="text-right font-semibold">{formatUsdDecimal(view.balanceDue)}</dd>
        </dl>
      </section>
      <section className="rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
        <ScrollArea label="Delegates">
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <caption className="px-4 py-3 text-left font-semibold text-gray-900">
              Delegates ({view.delegates.length}), oldest registration first
            </caption>
            <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Registration ID
                </th>
                <th scope="col" className="px-4 py-3">
                  Delegate
                </th>
                <th scope="col" className="px-4 py-3">
                  Fee
                </th>
                <th scope="col" className="px-4 py-3">
                  Paid
                </th>
                <th scope="col" className="px-4 py-3">
                  Balance due
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {view.delegates.map((delegate) => (
                <tr key={delegate.registrationId}>
                  <td className="whitespace-nowrap px-4 py-3 font-semibold">
                    {delegate.reference}
                  </td>
                  <td className="px-4 py-3">
                    {delegate.name}
                    <span className="block text-xs text-gray-600">{delegate.email}</span>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3">{formatUsdDecimal(delegate.fee)}</td>
                  <td className="whitespace-nowrap px-4 py-3">
                    {formatUsdDecimal(delegate.amountPaid)}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3">
                    {formatUsdDecimal(delegate.balanceDue)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      </section>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={download.isPending}
          onClick={() => download.mutate(view)}
        >
          Download PDF
        </button>
        {live && (
          <>
            <button type="button" className={buttonClass.primary} onClick={() => setAction('send')}>
              Send by e-mail
            </button>
            <button
              type="button"
              className={buttonClass.danger}
              onClick={() => setAction('cancel')}
            >
              Cancel invoice
            </button>
          </>
        )}
      </div>
      {download.isError && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(download.error, 'The invoice could not be downloaded. Please try again.')}
        </p>
      )}
      {action === 'send' && (
        <SendGroupInvoiceDialog
          invoice={view}
          onClose={() => setAction(null)}
          onSent={(email) => {
            setAction(null);
            setNotice(`Invoice ${view.reference} is on its way to ${email}.`);
          }}
        />
      )}
      {action === 'cancel' && (
        <CancelGroupInvoiceDialog
          invoice={view}
          onClose={() => setAction(null)}
          onCancelled={(updated) => {
            setAction(null);
            void show(updated);
          }}
        />
      )}
    </div>
  );
}
