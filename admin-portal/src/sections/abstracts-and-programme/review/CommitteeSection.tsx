import { useMemo, useState } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import {
  abstractDecisionLabels,
  abstractDecisions,
  confirmationsText,
  decisionFormRules,
  reviewLimits,
  reviewRecommendationLabels,
  reviewRecommendations,
  subthemeTitles,
  type AbstractDecision,
  type AbstractReviewer,
  type CommitteeDecisionFilter,
  type CommitteeRow,
  type DecisionFormValues,
  type SubthemeTitle,
} from '@caawg11/conference';
import { failureText } from '../../../api/failure-text';
import { buttonClass } from '../../../components/buttons';
import { Dialog } from '../../../components/Dialog';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { inputClass } from '../../../components/forms';
import { Pagination } from '../../../components/Pagination';
import { rulesResolver } from '../../../components/rules-resolver';
import { ScrollArea } from '../../../components/ScrollArea';
import { Spinner } from '../../../components/Spinner';
import {
  changeSubtheme,
  committeePageSize,
  decide,
  fetchCommittee,
  fetchCommitteeDetail,
  fetchReviewers,
  reviewQueryKeys,
  saveReviewerInstitution,
  saveReviewers,
  type CommitteeQuery,
} from './review-api';
import { SelectCheckbox } from '../../../components/SelectCheckbox';
import { useSectionQuery } from '../../use-section-query';

const formatScore = (score: number | null) => (score === null ? '-' : score.toFixed(1));

export function CommitteeSection() {
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<CommitteeQuery>({ page: 1, sort: 'score', order: 'desc' });
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [detailId, setDetailId] = useState<string | null>(null);
  const [reviewersId, setReviewersId] = useState<string | null>(null);
  // The bulk form leaves with the selection, so its outcome is told here.
  const [bulkOutcome, setBulkOutcome] = useState<string | null>(null);
  const list = useSectionQuery({
    queryKey: reviewQueryKeys.committee(query),
    queryFn: () => fetchCommittee(query),
    placeholderData: keepPreviousData,
  });
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);

  const columns = useMemo<ColumnDef<CommitteeRow>[]>(
    () => [
      {
        id: 'select',
        header: ({ table }) => (
          <SelectCheckbox
            label="Select all on this page"
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
          />
        ),
        cell: ({ row }) => (
          <SelectCheckbox
            label={`Select ${row.original.reference}`}
            checked={row.getIsSelected()}
            indeterminate={false}
            onChange={(checked) => row.toggleSelected(checked)}
          />
        ),
      },
      {
        id: 'reference',
        header: 'Abstract',
        cell: ({ row }) => (
          <button
            type="button"
            className={buttonClass.link}
            onClick={() => setDetailId(row.original.id)}
          >
            {row.original.reference}
          </button>
        ),
      },
      { id: 'title', header: 'Title', cell: ({ row }) => row.original.title },
      { id: 'subtheme', header: 'Subtheme', cell: ({ row }) => row.original.subtheme },
      { id: 'reviews', header: 'Reviews', cell: ({ row }) => row.original.reviews },
      { id: 'score', header: 'Score', cell: ({ row }) => formatScore(row.original.score) },
      { id: 'spread', header: 'Spread', cell: ({ row }) => formatScore(row.original.spread) },
      {
        id: 'recommendations',
        header: 'Recommendations',
        cell: ({ row }) =>
          reviewRecommendations
            .map(
              (recommendation) =>
                `${reviewRecommendationLabels[recommendation]}: ${row.original.recommendations[recommendation]}`,
            )
            .join(', '),
      },
      {
        id: 'decision',
        header: 'Decision',
        cell: ({ row }) =>
          row.original.decision ? abstractDecisionLabels[row.original.decision] : 'Not decided',
      },
      {
        id: 'notice',
        header: 'Notice',
        cell: ({ row }) =>
          row.original.notice === 'sent'
            ? 'Sent'
            : row.original.notice === 'queued'
              ? 'Queued'
              : '-',
      },
      {
        id: 'response',
        header: 'Author',
        cell: ({ row }) =>
          row.original.authorResponse === 'confirmed'
            ? 'Confirmed'
            : row.original.authorResponse === 'withdrawn'
              ? 'Withdrawn'
              : '-',
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <button
            type="button"
            className={buttonClass.link}
            aria-label={`Reviewers of ${row.original.reference}`}
            onClick={() => setReviewersId(row.original.id)}
          >
            Reviewers
          </button>
        ),
      },
    ],
    [],
  );
  // The table instance is rebuilt on every render by design; the compiler leaves this one be.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: list.data?.data ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: true,
    state: { rowSelection: selection },
    onRowSelectionChange: setSelection,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewQueryKeys.committeeAll });

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-gray-900">Committee</h1>
        {list.data && (
          <p className="text-sm font-semibold text-gray-700">
            {confirmationsText(list.data.confirmed, list.data.accepted)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-4 rounded-lg bg-white p-4 shadow">
        <div>
          <label htmlFor="committee-subtheme" className="block text-sm font-medium text-gray-700">
            Subtheme
          </label>
          <select
            id="committee-subtheme"
            className={inputClass}
            value={query.subtheme ?? ''}
            onChange={(event) =>
              setQuery({
                ...query,
                page: 1,
                subtheme: (event.target.value || undefined) as SubthemeTitle | undefined,
              })
            }
          >
            <option value="">All subthemes</option>
            {subthemeTitles.map((title) => (
              <option key={title}>{title}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="committee-decision" className="block text-sm font-medium text-gray-700">
            Decision
          </label>
          <select
            id="committee-decision"
            className={inputClass}
            value={query.decision ?? ''}
            onChange={(event) =>
              setQuery({
                ...query,
                page: 1,
                decision: (event.target.value || undefined) as CommitteeDecisionFilter | undefined,
              })
            }
          >
            <option value="">Any</option>
            <option value="none">Not decided</option>
            {abstractDecisions.map((decision) => (
              <option key={decision} value={decision}>
                {abstractDecisionLabels[decision]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="committee-order" className="block text-sm font-medium text-gray-700">
            Sort by score
          </label>
          <select
            id="committee-order"
            className={inputClass}
            value={`${query.sort}-${query.order}`}
            onChange={(event) => {
              const [sort, order] = event.target.value.split('-') as [
                CommitteeQuery['sort'],
                CommitteeQuery['order'],
              ];
              setQuery({ ...query, page: 1, sort, order });
            }}
          >
            <option value="score-desc">Highest score first</option>
            <option value="score-asc">Lowest score first</option>
            <option value="spread-desc">Widest spread first</option>
            <option value="reference-asc">By reference</option>
          </select>
        </div>
      </div>
      {selectedIds.length > 0 && (
        <DecisionForm
          ids={selectedIds}
          title={`Decision for ${selectedIds.length} selected`}
          onDone={(outcome) => {
            setBulkOutcome(outcome);
            setSelection({});
            void refresh();
          }}
        />
      )}
      {bulkOutcome && selectedIds.length === 0 && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
          {bulkOutcome}
        </p>
      )}
      {list.isPending ? (
        <Spinner label="Loading abstracts" />
      ) : list.isError ? (
        <ErrorPanel message="Failed to load abstracts" />
      ) : (
        <div className="rounded-lg bg-white shadow">
          <ScrollArea label="Abstracts and their reviews">
            <table className="min-w-full divide-y divide-gray-200 text-sm">
              <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => (
                      <th
                        key={header.id}
                        scope="col"
                        className="px-3 py-3"
                        aria-sort={
                          header.column.id === query.sort
                            ? query.order === 'asc'
                              ? 'ascending'
                              : 'descending'
                            : undefined
                        }
                      >
                        {header.column.id === 'score' ? (
                          <button
                            type="button"
                            className="uppercase hover:text-gray-900"
                            onClick={() =>
                              setQuery({
                                ...query,
                                page: 1,
                                sort: 'score',
                                order:
                                  query.sort === 'score' && query.order === 'desc' ? 'asc' : 'desc',
                              })
                            }
                          >
                            Score{' '}
                            <span aria-hidden="true">
                              {query.sort === 'score' ? (query.order === 'asc' ? '▲' : '▼') : '↕'}
                            </span>
                          </button>
                        ) : (
                          flexRender(header.column.columnDef.header, header.getContext())
                        )}
                      </th>
                    ))}
                  </tr>
                ))}
              </thead>
              <tbody className="divide-y divide-gray-100">
                {table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className={row.getIsSelected() ? 'bg-brand-50' : undefined}>
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className="px-3 py-3 text-gray-800">
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
          <Pagination
            page={query.page}
            pageSize={committeePageSize}
            shown={list.data.data.length}
            total={list.data.count}
            onPage={(page) => setQuery({ ...query, page })}
          />
        </div>
      )}
      {detailId && (
        <DetailDialog
          id={detailId}
          onClose={() => setDetailId(null)}
          onChanged={() => void refresh()}
        />
      )}
      {reviewersId && <ReviewersDialog id={reviewersId} onClose={() => setReviewersId(null)} />}
    </section>
  );
}

/** One decision for one abstract or for every selected one. */
function DecisionForm({
  ids,
  title,
  current,
  onDone,
}: {
  ids: string[];
  title: string;
  current?: { decision: AbstractDecision | null; duplicateOfId: string | null };
  onDone: (outcome: string) => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<DecisionFormValues>({
    resolver: rulesResolver(decisionFormRules),
    defaultValues: {
      decision: current?.decision ?? '',
      duplicateOf: current?.duplicateOfId ?? '',
    },
  });
  const decision = useWatch({ control, name: 'decision' });
  const save = useMutation({
    mutationFn: ({ decision: chosen, duplicateOf }: DecisionFormValues) =>
      decide({
        ids,
        decision: chosen as AbstractDecision,
        ...(chosen === 'duplicate' ? { duplicateOfId: duplicateOf.replace(/^\D*0*/, '') } : {}),
      }),
    onSuccess: onDone,
  });
  // A new attempt, refused here or sent, replaces what the last one said.
  const submit = handleSubmit(
    (values) => save.mutate(values),
    () => save.reset(),
  );
  const problem =
    errors.decision?.message ??
    errors.duplicateOf?.message ??
    (save.isError ? failureText(save.error, 'The decision could not be saved.') : null);
  const formId = `decision-${ids.join('-')}`;
  return (
    <form
      aria-label={title}
      noValidate
      className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow"
      onSubmit={(event) => void submit(event)}
    >
      <p className="w-full text-sm font-semibold text-gray-900">{title}</p>
      <div>
        <label htmlFor={`${formId}-decision`} className="block text-sm font-medium text-gray-700">
          Decision
        </label>
        <select id={`${formId}-decision`} className={inputClass} {...register('decision')}>
          <option value="">Choose...</option>
          {abstractDecisions.map((option) => (
            <option key={option} value={option}>
              {abstractDecisionLabels[option]}
            </option>
          ))}
        </select>
      </div>
      {decision === 'duplicate' && (
        <div>
          <label
            htmlFor={`${formId}-duplicate`}
            className="block text-sm font-medium text-gray-700"
          >
            Duplicate of (reference, e.g. ABS-0042)
          </label>
          <input id={`${formId}-duplicate`} className={inputClass} {...register('duplicateOf')} />
        </div>
      )}
      <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save decision'}
      </button>
      {save.isSuccess && (
        <p role="status" className="w-full text-sm text-green-800">
          {save.data}
        </p>
      )}
      {problem && (
        <p role="alert" className="w-full text-sm text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}

/** Moves an abstract to another subtheme, and so to that subtheme's reviewers. */
function SubthemeChangeForm({
  id,
  current,
  onChanged,
}: {
  id: string;
  current: SubthemeTitle;
  onChanged: () => Promise<void>;
}) {
  const { register, control, handleSubmit } = useForm<{ subtheme: SubthemeTitle | '' }>({
    defaultValues: { subtheme: '' },
  });
  const subtheme = useWatch({ control, name: 'subtheme' });
  const move = useMutation({
    mutationFn: (next: SubthemeTitle) => changeSubtheme(id, next),
    onSuccess: onChanged,
  });
  const submit = handleSubmit(({ subtheme: next }) => {
    if (next) move.mutate(next);
  });
  return (
    <form
      aria-label="Change subtheme"
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => void submit(event)}
    >
      <div>
        <label htmlFor="detail-subtheme" className="block text-sm font-medium text-gray-700">
          Move to subtheme
        </label>
        <select id="detail-subtheme" className={inputClass} {...register('subtheme')}>
          <option value="">Choose...</option>
          {subthemeTitles
            .filter((title) => title !== current)
            .map((title) => (
              <option key={title}>{title}</option>
            ))}
        </select>
      </div>
      <button
        type="submit"
        className={buttonClass.secondary}
        disabled={!subtheme || move.isPending}
      >
        Change subtheme
      </button>
      {move.isError && (
        <p role="alert" className="w-full text-sm text-red-700">
          {failureText(move.error, 'The subtheme could not be changed.')}
        </p>
      )}
    </form>
  );
}

function DetailDialog({
  id,
  onClose,
  onChanged,
}: {
  id: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const detail = useSectionQuery({
    queryKey: reviewQueryKeys.detail(id),
    queryFn: () => fetchCommitteeDetail(id),
  });
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: reviewQueryKeys.detail(id) });
    onChanged();
  };
  return (
    <Dialog
      title={detail.data ? `${detail.data.row.reference}: ${detail.data.row.title}` : 'Abstract'}
      onClose={onClose}
      wide
      actions={
        <button type="button" className={buttonClass.secondary} onClick={onClose}>
          Close
        </button>
      }
    >
      {detail.isPending ? (
        <Spinner label="Loading the reviews" />
      ) : detail.isError ? (
        <ErrorPanel message="Failed to load the reviews" />
      ) : (
        <div className="space-y-5">
          <p className="text-sm text-gray-700">
            {detail.data.authors.fullName}, {detail.data.authors.affiliation} (
            {detail.data.authors.email}). Score {formatScore(detail.data.row.score)}, spread{' '}
            {formatScore(detail.data.row.spread)}.
          </p>
          {detail.data.reviews.length === 0 ? (
            <p className="text-sm text-gray-600">No reviews yet.</p>
          ) : (
            <ul aria-label="Reviews" className="grid gap-3 sm:grid-cols-2">
              {detail.data.reviews.map((review) => (
                <li
                  key={review.reviewerEmail}
                  className="space-y-2 rounded-md border border-gray-200 p-3 text-sm"
                >
                  <p className="font-semibold">{review.reviewerEmail}</p>
                  <p>
                    {reviewRecommendationLabels[review.recommendation]}, score{' '}
                    {formatScore(review.score)}
                  </p>
                  <dl className="space-y-1">
                    {detail.data.questions.map((question) => (
                      <div key={question.id} className="flex justify-between gap-2">
                        <dt>{question.label}</dt>
                        <dd>
                          {review.scores.find((score) => score.questionId === question.id)?.score ??
                            '-'}{' '}
                          / {question.scaleMax}
                        </dd>
                      </div>
                    ))}
                  </dl>
                  <p>
                    <span className="font-medium">To the committee:</span>{' '}
                    {review.commentToCommittee ?? '-'}
                  </p>
                  <p>
                    <span className="font-medium">To the authors:</span>{' '}
                    {review.commentToAuthors ?? '-'}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <DecisionForm
            ids={[id]}
            title="Decision"
            current={{
              decision: detail.data.row.decision,
              duplicateOfId: detail.data.row.duplicateOfId,
            }}
            onDone={() => void changed()}
          />
          <SubthemeChangeForm id={id} current={detail.data.row.subtheme} onChanged={changed} />
        </div>
      )}
    </Dialog>
  );
}

function ReviewersDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const reviewers = useQuery({
    queryKey: reviewQueryKeys.reviewers(id),
    queryFn: () => fetchReviewers(id),
  });
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const selected =
    chosen ??
    new Set((reviewers.data ?? []).filter((reviewer) => reviewer.assigned).map((r) => r.userId));
  const save = useMutation({
    mutationFn: () => saveReviewers(id, [...selected]),
    onSuccess: (next) => {
      queryClient.setQueryData(reviewQueryKeys.reviewers(id), next);
      setChosen(null);
      onClose();
    },
  });
  return (
    <Dialog
      title="Reviewers"
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={buttonClass.primary}
            disabled={!reviewers.data || save.isPending}
            onClick={() => save.mutate()}
          >
            Save reviewers
          </button>
        </>
      }
    >
      {reviewers.isPending ? (
        <Spinner label="Loading reviewers" />
      ) : reviewers.isError ? (
        <ErrorPanel message="Failed to load reviewers" />
      ) : (
        <fieldset className="space-y-3">
          <legend className="text-sm text-gray-700">
            Who reviews this abstract. Its authors, reviewers whose institution is an author&apos;s
            affiliation and reviewers who declared a conflict cannot review it.
          </legend>
          {reviewers.data.map((reviewer) => (
            <div
              key={reviewer.userId}
              role="group"
              aria-label={reviewer.email}
              className="space-y-1"
            >
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={selected.has(reviewer.userId)}
                  onChange={(event) => {
                    const next = new Set(selected);
                    if (event.target.checked) next.add(reviewer.userId);
                    else next.delete(reviewer.userId);
                    setChosen(next);
                  }}
                />
                {reviewer.email}
                {reviewer.bySubtheme && ' (subtheme)'}
                {reviewer.excluded === 'co-author' && ' (author of this abstract)'}
                {reviewer.excluded === 'institution' && " (institution is an author's affiliation)"}
                {reviewer.excluded === 'conflict' && ' (conflict declared)'}
                {reviewer.reviewed && ' (reviewed)'}
              </label>
              <ReviewerInstitution abstractId={id} reviewer={reviewer} />
            </div>
          ))}
          {save.isError && (
            <p role="alert" className="text-sm text-red-700">
              {failureText(save.error, 'The reviewers could not be saved.')}
            </p>
          )}
        </fieldset>
      )}
    </Dialog>
  );
}

/** The institution a reviewer declares, which keeps them from its members' abstracts. */
function ReviewerInstitution({
  abstractId,
  reviewer,
}: {
  abstractId: string;
  reviewer: AbstractReviewer;
}) {
  const queryClient = useQueryClient();
  const [institution, setInstitution] = useState(reviewer.institution ?? '');
  const save = useMutation({
    mutationFn: () => saveReviewerInstitution(reviewer.userId, institution.trim() || null),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: reviewQueryKeys.reviewers(abstractId) }),
  });
  const inputId = `reviewer-institution-${reviewer.userId}`;
  return (
    <div className="flex flex-wrap items-center gap-2 pl-6 text-sm">
      <label htmlFor={inputId} className="text-gray-700">
        Institution
      </label>
      <input
        id={inputId}
        className={inputClass}
        maxLength={reviewLimits.institution}
        value={institution}
        onChange={(event) => setInstitution(event.target.value)}
      />
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={save.isPending || institution.trim() === (reviewer.institution ?? '')}
        onClick={() => save.mutate()}
      >
        Save institution
      </button>
      {save.isSuccess && <span role="status">{save.data}</span>}
      {save.isError && (
        <span role="alert" className="text-red-700">
          {failureText(save.error, 'The institution could not be saved.')}
        </span>
      )}
    </div>
  );
}
