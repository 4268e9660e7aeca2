import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@caawg11/conference/routing';
import {
  bankLineOutcomeLabels,
  bankStatementFormatLabels,
  type BankLineGroup,
  type BankLineOutcome,
  type BankStatementLineView,
  type BankStatementView,
} from '@caawg11/conference';
import { confirmBankStatement, fetchBankStatement } from './bank-statements-api';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ScrollArea } from '../../../components/ScrollArea';
import { Spinner } from '../../../components/Spinner';
import { actionsColumnClass, wrapAnywhereClass } from '../../../components/table';
import { formatDate } from '../../../format';
import { paths } from '../../../paths';
import { queryKeys } from '../../queries';
import { AssignLineDialog } from './AssignLineDialog';
import { DiscardLineDialog } from './DiscardLineDialog';
import { useSectionQuery } from '../../use-section-query';

const outcomeTones: Record<BankLineOutcome, string> = {
  paid: 'bg-green-100 text-green-800',
  partial: 'bg-yellow-100 text-yellow-800',
  overpaid: 'bg-orange-100 text-orange-800',
  'already-paid': 'bg-orange-100 text-orange-800',
  duplicate: 'bg-gray-100 text-gray-700',
  unmatched: 'bg-red-100 text-red-800',
};

function money(amount: string, currency: string): string {
  return `${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })} ${currency}`;
}

/** How a transfer quoting a group reference is shared, who still owes, and what is left over. */
function groupNote(group: BankLineGroup): string {
  const shares = group.shares
    .map((share) => `${share.registrationReference} ${money(share.amount, 'USD')}`)
    .join(', ');
  const parts = [shares ? `Shared: ${shares}` : 'Nothing owed by the group'];
  if (group.stillOwing.length > 0) parts.push(`Still owing: ${group.stillOwing.join(', ')}`);
  if (Number(group.unmatchedRemainder) > 0) {
    parts.push(`Unmatched remainder ${money(group.unmatchedRemainder, 'USD')}`);
  }
  return parts.join('. ');
}

function lineNote(line: BankStatementLineView): string {
  if (line.resolution === 'discarded') return `Set aside: ${line.comment ?? ''}`;
  if (line.resolution === 'booked')
    return line.group ? `Booked. ${groupNote(line.group)}` : 'Booked';
  if (line.group) return groupNote(line.group);
  if (line.amountDue === null) return '';
  const due = Number(line.amountDue);
  if (due > 0) return `Still due ${money(line.amountDue, 'USD')}`;
  if (due < 0) return `Refund ${money(String(-due), 'USD')}`;
  return '';
}

type Decision = { kind: 'assign' | 'discard'; line: BankStatementLineView } | null;

/** One imported statement: each transfer's outcome, hand decisions, then booking. */
export function StatementReview() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<Decision>(null);
  const [confirming, setConfirming] = useState(false);
  const statement = useSectionQuery({
    queryKey: queryKeys.bankStatement(id),
    queryFn: () => fetchBankStatement(id),
  });

  const show = (updated: BankStatementView) => {
    queryClient.setQueryData(queryKeys.bankStatement(id), updated);
  };
  const book = useMutation({
    mutationFn: () => confirmBankStatement(id),
    onSuccess: async (updated) => {
      setConfirming(false);
      show(updated);
      // The list of imports, not this statement, which the answer has just brought.
      await queryClient.invalidateQueries({ queryKey: queryKeys.bankStatements, exact: true });
      await Promise.all(
        [queryKeys.registrations, queryKeys.payments, queryKeys.dashboard].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: () => setConfirming(false),
  });

  if (statement.isPending) return <Spinner label="Loading statement" />;
  if (statement.isError) {
    return (
      <ErrorPanel message="Failed to load the bank statement">
        <Link to={paths.bankStatements} className={buttonClass.secondary}>
          Back to bank statements
        </Link>
      </ErrorPanel>
    );
  }
  const view = statement.data;
  const open = view.confirmedAt === null;
  const bookable = view.lines.filter(
    (line) =>
      ['paid', 'partial', 'overpaid'].includes(line.outcome) && line.resolution !== 'discarded',
  );

  return (
    <div className="space-y-6">
      <div>
        <Link to={paths.bankStatements} className={buttonClass.link}>
          ← Bank statements
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-gray-900">{view.fileName}</h1>
        <p className="text-sm text-gray-700">
          {bankStatementFormatLabels[view.format]}, imported {formatDate(view.importedAt)} by{' '}
          {view.importedBy}.{' '}
          {view.confirmedAt
            ? `Booked ${formatDate(view.confirmedAt)} by ${view.confirmedBy ?? ''}.`
            : 'Nothing is booked until you book the payments below.'}
        </p>
      </div>
      {book.isError && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
        >
          Failed to book the payments. Nothing was booked; try again.
        </p>
      )}
      <section className="rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
        <ScrollArea label="Transfers">
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Date
                </th>
                <th scope="col" className="px-4 py-3">
                  Amount
                </th>
                <th scope="col" className="px-4 py-3">
                  Payer
                </th>
                <th scope="col" className="px-4 py-3">
                  Reference
                </th>
                <th scope="col" className="px-4 py-3">
                  Outcome
                </th>
                <th scope="col" className="px-4 py-3">
                  Registration
                </th>
                {open && (
                  <th scope="col" className={`px-4 py-3 ${actionsColumnClass.header}`}>
                    Actions
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {view.lines.map((line) => (
                <tr key={line.id}>
                  <td className="whitespace-nowrap px-4 py-3">{formatDate(line.date)}</td>
                  <td className="whitespace-nowrap px-4 py-3">
                    {money(line.amount, line.currency)}
                  </td>
                  <td className="px-4 py-3">{line.payerName}</td>
                  <td className={`min-w-40 max-w-xs px-4 py-3 ${wrapAnywhereClass}`}>
                    {line.reference}
                  </td>
                  <td className="px-4 py-3">
                    <span
                      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${outcomeTones[line.outcome]}`}
                    >
                      {bankLineOutcomeLabels[line.outcome]}
                    </span>
                    <span className="mt-1 block text-xs text-gray-600">{lineNote(line)}</span>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3">
                    {line.group?.reference ?? line.registrationReference ?? '—'}
                  </td>
                  {open && (
                    <td className={`whitespace-nowrap px-4 py-3 ${actionsColumnClass.cell}`}>
                      {line.outcome !== 'duplicate' && (
                        <div className="flex flex-col gap-1">
                          <button
                            type="button"
                            className={buttonClass.secondary}
                            aria-label={`Assign the transfer of ${money(line.amount, line.currency)} from ${line.payerName || 'an unnamed payer'}`}
                            onClick={() => setDecision({ kind: 'assign', line })}
                          >
                            Assign
                          </button>
                          <button
                            type="button"
                            className={buttonClass.secondary}
                            aria-label={`Set aside the transfer of ${money(line.amount, line.currency)} from ${line.payerName || 'an unnamed payer'}`}
                            onClick={() => setDecision({ kind: 'discard', line })}
                          >
                            Set aside
                          </button>
                        </div>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      </section>
      {open && (
        <button
          type="button"
          className={buttonClass.success}
          disabled={book.isPending}
          onClick={() => setConfirming(true)}
        >
          Book payments
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title="Book these payments?"
          confirmLabel="Book payments"
          busyLabel="Booking…"
          tone="success"
          busy={book.isPending}
          onConfirm={() => book.mutate()}
          onCancel={() => setConfirming(false)}
        >
          <p className="text-sm text-gray-700">
            {bookable.length} {bookable.length === 1 ? 'transfer is' : 'transfers are'} booked as
            verified payments, each with its receipt to the registrant; registrations paid in full
            are verified. A transfer quoting a group reference is shared among the group's
            registrations, oldest first. Lines without a registration are left out.
          </p>
        </ConfirmDialog>
      )}
      {decision?.kind === 'assign' && (
        <AssignLineDialog
          statementId={id}
          line={decision.line}
          onDone={(updated) => {
            setDecision(null);
            show(updated);
          }}
          onClose={() => setDecision(null)}
        />
      )}
      {decision?.kind === 'discard' && (
        <DiscardLineDialog
          statementId={id}
          line={decision.line}
          onDone={(updated) => {
            setDecision(null);
            show(updated);
          }}
          onClose={() => setDecision(null)}
        />
      )}
    </div>
  );
}
