import { Link } from '@caawg11/conference/routing';
import { bankStatementFormatLabels } from '@caawg11/conference';
import { fetchBankStatements } from './bank-statements-api';
import { EmptyState } from '../../../components/EmptyState';
import { QueryContent } from '../../../components/QueryContent';
import { ScrollArea } from '../../../components/ScrollArea';
import { formatDate } from '../../../format';
import { paths } from '../../../paths';
import { queryKeys } from '../../queries';
import { StatementImportForm } from './StatementImportForm';
import { useSectionQuery } from '../../use-section-query';

/** Finance's import of bank statements, and the imports made so far. */
export function BankStatementsSection() {
  const recent = useSectionQuery({
    queryKey: queryKeys.bankStatements,
    queryFn: fetchBankStatements,
  });

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">Bank statements</h1>
      <StatementImportForm />
      <section
        aria-labelledby="recent-imports"
        className="rounded-lg bg-white shadow-sm ring-1 ring-gray-200"
      >
        <h2 id="recent-imports" className="border-b border-gray-200 px-4 py-3 font-semibold">
          Imported statements
        </h2>
        <QueryContent
          query={recent}
          loading="Loading statements"
          failure="Failed to load bank statements"
          inset
        >
          {(statements) =>
            statements.length === 0 ? (
              <EmptyState
                title="No statements imported yet"
                text="Import a statement above to match its transfers to registrations."
              />
            ) : (
              <ScrollArea label="Imported statements">
                <table className="min-w-full divide-y divide-gray-200 text-sm">
                  <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
                    <tr>
                      <th scope="col" className="px-4 py-3">
                        File
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Format
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Transfers
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Imported
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Booked
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-100">
                    {statements.map((statement) => (
                      <tr key={statement.id}>
                        <td className="px-4 py-3">
                          <Link
                            to={paths.bankStatement(statement.id)}
                            className="font-semibold text-brand-700 hover:underline"
                          >
                            {statement.fileName}
                          </Link>
                        </td>
                        <td className="px-4 py-3">{bankStatementFormatLabels[statement.format]}</td>
                        <td className="px-4 py-3">{statement.lineCount}</td>
                        <td className="px-4 py-3">
                          {formatDate(statement.importedAt)} by {statement.importedBy}
                        </td>
                        <td className="px-4 py-3">
                          {statement.confirmedAt
                            ? `${formatDate(statement.confirmedAt)} by ${statement.confirmedBy ?? ''}`
                            : 'Waiting for review'}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollArea>
            )
          }
        </QueryContent>
      </section>
    </div>
  );
}
