import { useState } from 'react';
import { Link, useNavigate } from '@caawg11/conference/routing';
import { adminPageSizeDefault } from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';
import { EmptyState } from '../../../components/EmptyState';
import { QueryContent } from '../../../components/QueryContent';
import { Pagination } from '../../../components/Pagination';
import { ScrollArea } from '../../../components/ScrollArea';
import { formatDate, formatUsdDecimal } from '../../../format';
import { paths } from '../../../paths';
import { useSectionQuery } from '../../use-section-query';
import { CreateGroupInvoiceDialog } from './CreateGroupInvoiceDialog';
import { fetchGroupInvoices, groupInvoiceQueryKeys } from './group-invoices-api';
import { GroupInvoiceStatusBadge } from './GroupInvoiceStatusBadge';

/** The api's default page size of admin lists. */
const pageSize = adminPageSizeDefault;

/** Invoices to institutions paying for several delegates under one group reference. */
export function GroupInvoicesSection() {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const invoices = useSectionQuery({
    queryKey: groupInvoiceQueryKeys.list(page),
    queryFn: () => fetchGroupInvoices(page),
  });
  const rows = invoices.data?.data ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Group invoices</h1>
        <button type="button" className={buttonClass.primary} onClick={() => setCreating(true)}>
          New group invoice
        </button>
      </div>
      <p className="max-w-3xl text-sm text-gray-700">
        An invoice to an institution that pays for several delegates with one transfer. The
        institution quotes the group reference; the statement import shares the transfer among the
        delegates, oldest registration first.
      </p>
      <section className="rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
        <QueryContent
          query={invoices}
          loading="Loading group invoices"
          failure="Failed to load group invoices"
          inset
        >
          {({ data: rows }) =>
            rows.length === 0 ? (
              <EmptyState
                title="No group invoices yet"
                text="Create one for an institution paying for several delegates."
              />
            ) : (
              <ScrollArea label="Group invoices">
                <table className="min-w-full divide-y divide-gray-200 text-sm">
                  <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
                    <tr>
                      <th scope="col" className="px-4 py-3">
                        Reference
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Institution
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Delegates
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Total
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Balance due
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Status
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Created
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-100">
                    {rows.map((invoice) => (
                      <tr key={invoice.id}>
                        <td className="whitespace-nowrap px-4 py-3">
                          <Link
                            to={paths.groupInvoice(invoice.id)}
                            className="font-semibold text-brand-700 hover:underline"
                          >
                            {invoice.reference}
                          </Link>
                        </td>
                        <td className="px-4 py-3">{invoice.institutionName}</td>
                        <td className="px-4 py-3">{invoice.registrationCount}</td>
                        <td className="whitespace-nowrap px-4 py-3">
                          {formatUsdDecimal(invoice.total)}
                        </td>
                        <td className="whitespace-nowrap px-4 py-3">
                          {formatUsdDecimal(invoice.balanceDue)}
                        </td>
                        <td className="px-4 py-3">
                          <GroupInvoiceStatusBadge status={invoice.status} />
                        </td>
                        <td className="px-4 py-3">
                          {formatDate(invoice.createdAt)} by {invoice.createdBy}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollArea>
            )
          }
        </QueryContent>
        {invoices.data && invoices.data.count > pageSize && (
          <Pagination
            page={page}
            pageSize={pageSize}
            shown={rows.length}
            total={invoices.data.count}
            onPage={setPage}
          />
        )}
      </section>
      {creating && (
        <CreateGroupInvoiceDialog
          onClose={() => setCreating(false)}
          onCreated={(invoice) => {
            setCreating(false);
            void navigate(paths.groupInvoice(invoice.id));
          }}
        />
      )}
    </div>
  );
}
