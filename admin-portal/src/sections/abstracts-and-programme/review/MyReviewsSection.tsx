import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  reviewMessages,
  reviewProgressText,
  reviewRecommendationLabels,
  reviewRecommendations,
  type AssignedReviews,
  type ReviewRecommendation,
  type ReviewScreen,
  type ReviewWindowState,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { inputClass } from '../../../components/forms';
import { Spinner } from '../../../components/Spinner';
import { useOpenFile } from '../../../open-file';
import {
  declareConflict,
  fetchAssigned,
  fetchReviewScreen,
  reviewQueryKeys,
  saveReview,
} from './review-api';
import { useSectionQuery } from '../../use-section-query';

const windowTexts: Record<ReviewWindowState, string> = {
  open: 'The review window is open: reviews can be changed until it closes.',
  'not-set': 'The review window has not been set yet: reviews cannot be saved.',
  'not-open': 'The review window has not opened yet: reviews cannot be saved.',
  closed: 'The review window has closed: reviews can no longer be saved or changed.',
};

/** The abstract after `current` that still waits for a review, or simply the next one. */
function nextAbstract(list: AssignedReviews, current: string): string | null {
  const index = list.abstracts.findIndex((item) => item.id === current);
  const after = [...list.abstracts.slice(index + 1), ...list.abstracts.slice(0, index)];
  return (
    after.find((item) => !item.reviewed)?.id ?? list.abstracts[index + 1]?.id ?? current ?? null
  );
}

export function MyReviewsSection() {
  const assigned = useSectionQuery({ queryKey: reviewQueryKeys.assigned, queryFn: fetchAssigned });
  const [chosen, setChosen] = useState<string | null>(null);

  if (assigned.isPending) return <Spinner label="Loading your reviews" />;
  if (assigned.isError) return <ErrorPanel message="Failed to load your reviews" />;
  const list = assigned.data;
  const current =
    chosen && list.abstracts.some((item) => item.id === chosen)
      ? chosen
      : ((list.abstracts.find((item) => !item.reviewed) ?? list.abstracts[0])?.id ?? null);

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-gray-900">My reviews</h1>
        <p className="text-sm font-semibold text-gray-700" aria-live="polite">
          {reviewProgressText(list.reviewed, list.total)}
        </p>
      </div>
      <p className="text-sm text-gray-600">{windowTexts[list.window]}</p>
      {current === null ? (
        <p className="rounded-lg bg-white p-5 text-gray-700 shadow">
          There are no abstracts for you to review.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
          <nav aria-label="Abstracts to review" className="rounded-lg bg-white p-3 shadow">
            <ul className="space-y-1">
              {list.abstracts.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-current={item.id === current ? 'true' : undefined}
                    onClick={() => setChosen(item.id)}
                    className={`w-full rounded-md px-3 py-2 text-left text-sm ${
                      item.id === current ? 'bg-brand-50 font-semibold' : 'hover:bg-gray-50'
                    }`}
                  >
                    {item.reference}: {item.title}{' '}
                    <span className="text-gray-500">
                      ({item.reviewed ? 'reviewed' : 'not reviewed'})
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <ReviewPanel
            key={current}
            id={current}
            onNext={(updated) => setChosen(nextAbstract(updated, current))}
            onLeft={() => setChosen(null)}
          />
        </div>
      )}
    </section>
  );
}

interface ReviewForm {
  scores: Record<string, string>;
  recommendation: ReviewRecommendation | '';
  commentToCommittee: string;
  commentToAuthors: string;
}

function ReviewPanel({
  id,
  onNext,
  onLeft,
}: {
  id: string;
  onNext: (list: AssignedReviews) => void;
  onLeft: () => void;
}) {
  const screen = useQuery({
    queryKey: reviewQueryKeys.screen(id),
    queryFn: () => fetchReviewScreen(id),
  });
  if (screen.isPending) return <Spinner label="Loading the abstract" />;
  if (screen.isError) return <ErrorPanel message="Failed to load the abstract" />;
  return <ReviewFormView screen={screen.data} onNext={onNext} onLeft={onLeft} />;
}

function ReviewFormView({
  screen,
  onNext,
  onLeft,
}: {
  screen: ReviewScreen;
  onNext: (list: AssignedReviews) => void;
  onLeft: () => void;
}) {
  const queryClient = useQueryClient();
  const { abstract, questions, review } = screen;
  const file = useOpenFile();
  const [confirmConflict, setConfirmConflict] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReviewForm>({
    defaultValues: {
      scores: Object.fromEntries(
        questions.map((question) => [
          question.id,
          String(review?.scores.find((score) => score.questionId === question.id)?.score ?? ''),
        ]),
      ),
      recommendation: review?.recommendation ?? '',
      commentToCommittee: review?.commentToCommittee ?? '',
      commentToAuthors: review?.commentToAuthors ?? '',
    },
  });
  const open = screen.window === 'open';

  const save = useMutation({
    mutationFn: (form: ReviewForm) =>
      saveReview(abstract.id, {
        scores: questions.map((question) => ({
          questionId: question.id,
          score: Number(form.scores[question.id]),
        })),
        recommendation: form.recommendation as ReviewRecommendation,
        commentToCommittee: form.commentToCommittee,
        commentToAuthors: form.commentToAuthors.trim() === '' ? null : form.commentToAuthors,
      }),
    onSuccess: async (next) => {
      queryClient.setQueryData(reviewQueryKeys.screen(abstract.id), next);
      // The list is read again whatever its age, or "Save and next" would count from a stale one.
      const list = await queryClient.fetchQuery({
        queryKey: reviewQueryKeys.assigned,
        queryFn: fetchAssigned,
        staleTime: 0,
      });
      onNext(list);
    },
  });
  const conflict = useMutation({
    mutationFn: () => declareConflict(abstract.id),
    onSuccess: async () => {
      setConfirmConflict(false);
      await queryClient.invalidateQueries({ queryKey: reviewQueryKeys.assigned });
      onLeft();
    },
  });

  const submit = handleSubmit((form) => save.mutate(form));

  return (
    <article aria-labelledby="review-title" className="space-y-5 rounded-lg bg-white p-5 shadow">
      <header className="space-y-1">
        <p className="text-sm text-gray-500">{abstract.reference}</p>
        <h2 id="review-title" className="text-xl font-bold text-gray-900">
          {abstract.title}
        </h2>
      </header>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-gray-500">Subtheme</dt>
          <dd>{abstract.subtheme}</dd>
        </div>
        <div>
          <dt className="font-medium text-gray-500">Language</dt>
          <dd>{abstract.language}</dd>
        </div>
        <div>
          <dt className="font-medium text-gray-500">Preferred presentation</dt>
          <dd>{abstract.presentationType}</dd>
        </div>
        {abstract.authors && (
          <div className="sm:col-span-2">
            <dt className="font-medium text-gray-500">Authors</dt>
            <dd>
              <ol aria-label="Authors" className="list-decimal pl-5">
                {abstract.authors.map((author, index) => (
                  <li key={index}>
                    {author.name}, {author.affiliation}
                    {author.presenting && ' (presenting)'}
                  </li>
                ))}
              </ol>
            </dd>
          </div>
        )}
        {abstract.authors && (
          <div className="sm:col-span-2">
            <dt className="font-medium text-gray-500">Comments</dt>
            <dd className="whitespace-pre-line">{abstract.comments ?? 'None'}</dd>
          </div>
        )}
      </dl>
      <div className="space-y-2">
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => file.open(abstract.fileLinkUrl)}
        >
          Download file
        </button>
        {file.isError && (
          <p role="alert" className="text-sm text-red-700">
            The file could not be opened. Please try again.
          </p>
        )}
      </div>
      <form
        noValidate
        aria-label="Your review"
        onSubmit={(event) => void submit(event)}
        className="space-y-4"
      >
        <fieldset disabled={!open} className="space-y-4">
          {questions.map((question) => {
            const error = errors.scores?.[question.id]?.message;
            return (
              <fieldset
                key={question.id}
                aria-describedby={error ? `score-${question.id}-error` : undefined}
              >
                <legend className="text-sm font-medium text-gray-700">
                  {question.label} (1 to {question.scaleMax})
                </legend>
                <div className="mt-1 flex flex-wrap gap-3">
                  {Array.from({ length: question.scaleMax }, (_, index) => index + 1).map(
                    (value) => (
                      <label key={value} className="flex items-center gap-1 text-sm">
                        <input
                          type="radio"
                          value={String(value)}
                          {...register(`scores.${question.id}`, {
                            required: reviewMessages.score(question.label, question.scaleMax),
                          })}
                        />
                        {value}
                      </label>
                    ),
                  )}
                </div>
                {error && (
                  <p
                    id={`score-${question.id}-error`}
                    role="alert"
                    className="mt-1 text-sm text-red-700"
                  >
                    {error}
                  </p>
                )}
              </fieldset>
            );
          })}
          <div>
            <label
              htmlFor="review-recommendation"
              className="block text-sm font-medium text-gray-700"
            >
              Recommendation
            </label>
            <select
              id="review-recommendation"
              className={inputClass}
              aria-invalid={Boolean(errors.recommendation)}
              {...register('recommendation', { required: reviewMessages.recommendation })}
            >
              <option value="">Choose...</option>
              {reviewRecommendations.map((recommendation) => (
                <option key={recommendation} value={recommendation}>
                  {reviewRecommendationLabels[recommendation]}
                </option>
              ))}
            </select>
            {errors.recommendation && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {errors.recommendation.message}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="review-committee" className="block text-sm font-medium text-gray-700">
              Comment to the committee
            </label>
            <textarea
              id="review-committee"
              rows={4}
              className={inputClass}
              aria-invalid={Boolean(errors.commentToCommittee)}
              {...register('commentToCommittee', {
                validate: (value) =>
                  value.trim() === '' ? reviewMessages.commentToCommittee : true,
              })}
            />
            {errors.commentToCommittee && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {errors.commentToCommittee.message}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="review-authors" className="block text-sm font-medium text-gray-700">
              Comment to the authors (optional, quoted in their notice)
            </label>
            <textarea
              id="review-authors"
              rows={3}
              className={inputClass}
              {...register('commentToAuthors')}
            />
          </div>
        </fieldset>
        {save.isError && (
          <p role="alert" className="text-sm text-red-700">
            {save.error instanceof ApiRequestError
              ? save.error.message
              : 'Failed to save the review. Please try again.'}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClass.primary} disabled={!open || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save and next'}
          </button>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => setConfirmConflict(true)}
          >
            Declare a conflict of interest
          </button>
        </div>
      </form>
      {confirmConflict && (
        <ConfirmDialog
          title="Declare a conflict of interest"
          confirmLabel="Declare the conflict"
          busyLabel="Declaring..."
          tone="danger"
          busy={conflict.isPending}
          onConfirm={() => conflict.mutate()}
          onCancel={() => setConfirmConflict(false)}
        >
          <p className="text-sm text-gray-700">
            {abstract.reference} will leave your list and any review you wrote for it is removed.
            The committee sees the conflict.
          </p>
          {conflict.isError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              The conflict could not be declared. Please try again.
            </p>
          )}
        </ConfirmDialog>
      )}
    </article>
  );
}
