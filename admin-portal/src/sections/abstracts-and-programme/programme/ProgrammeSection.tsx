import { useState, type DragEvent, type HTMLAttributes, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  defaultTalkMinutes,
  minutesOfDay,
  programmeDayLabel,
  sessionKindLabels,
  timeOfDay,
  type DraftSession,
  type ProgrammeDraft,
  type ProgrammePlacementInput,
} from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Dialog } from '../../../components/Dialog';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { formatDateTime } from '../../../format';
import { DeleteSessionDialog } from './DeleteSessionDialog';
import { firstFreeStart, MoveTo } from './MoveTo';
import {
  fetchProgrammeDraft,
  placeAbstract,
  programmeQueryKey,
  publishProgramme,
  unplaceAbstract,
} from './programme-api';
import { PublishNotices } from './PublishNotices';
import { SessionForm } from './SessionForm';
import { useSectionQuery } from '../../use-section-query';

function publishBlocker(draft: ProgrammeDraft): string | null {
  if (draft.clashes.length === 1) return 'Publishing is blocked until the clash above is fixed.';
  if (draft.clashes.length > 1) {
    return `Publishing is blocked until the ${draft.clashes.length} clashes above are fixed.`;
  }
  if (draft.sessions.length === 0) return 'Add at least one session before publishing.';
  return null;
}

function PublicationStatus({ draft }: { draft: ProgrammeDraft }) {
  return (
    <div className="text-sm text-gray-700">
      {draft.publication ? (
        <p>
          Published on {formatDateTime(draft.publication.publishedAt)} by{' '}
          {draft.publication.publishedBy}.{' '}
          {draft.differsFromPublished
            ? 'The draft has changes that are not published yet.'
            : 'The draft is the same as the published programme.'}
        </p>
      ) : (
        <p>Not published yet: the public programme page says the programme is coming.</p>
      )}
    </div>
  );
}

/** The organisers' draft programme: sessions by day, placing accepted abstracts, publishing. */
export function ProgrammeSection() {
  const queryClient = useQueryClient();
  const programme = useSectionQuery({ queryKey: programmeQueryKey, queryFn: fetchProgrammeDraft });
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState<DraftSession | null>(null);
  const [deleting, setDeleting] = useState<DraftSession | null>(null);
  // Drag and drop is a shortcut for pointer users; the Move to menu does the same by keyboard.
  const [dragged, setDragged] = useState<{ abstractId: string; length: number } | null>(null);
  const [dropProblem, setDropProblem] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: programmeQueryKey });

  const place = useMutation({
    mutationFn: ({ abstractId, input }: { abstractId: string; input: ProgrammePlacementInput }) =>
      placeAbstract(abstractId, input),
    onSettled: refresh,
  });
  const unplace = useMutation({ mutationFn: unplaceAbstract, onSettled: refresh });
  const publish = useMutation({
    mutationFn: publishProgramme,
    onSuccess: (answer) => queryClient.setQueryData(programmeQueryKey, answer.data),
    onSettled: () => {
      setConfirming(false);
      void refresh();
    },
  });
  const failure = place.error ?? unplace.error ?? publish.error;
  const busy = place.isPending || unplace.isPending;

  if (programme.isPending) return <Spinner label="Loading the programme" />;
  if (programme.isError) return <ErrorPanel message="Failed to load the programme" />;
  const draft = programme.data;

  const blocker = publishBlocker(draft);
  const dragProps = (abstractId: string, start: string | null, end: string | null) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.setData('text/plain', abstractId);
      event.dataTransfer.effectAllowed = 'move';
      setDropProblem(null);
      setDragged({
        abstractId,
        length: start && end ? minutesOfDay(end) - minutesOfDay(start) : defaultTalkMinutes,
      });
    },
    onDragEnd: () => setDragged(null),
  });
  const dropOn = (session: DraftSession) => {
    if (!dragged) return;
    setDragged(null);
    if (session.kind === 'poster') {
      place.mutate({ abstractId: dragged.abstractId, input: { sessionId: session.id } });
      return;
    }
    const start = firstFreeStart(session, dragged.length, dragged.abstractId);
    if (!start) {
      setDropProblem(`"${session.title}" has no free time for this talk: use Move to instead.`);
      return;
    }
    place.mutate({
      abstractId: dragged.abstractId,
      input: { sessionId: session.id, start, end: timeOfDay(minutesOfDay(start) + dragged.length) },
    });
  };
  const days = [...new Set(draft.sessions.map((session) => session.day))];
  const moveProps = (label: string) => ({
    itemLabel: label,
    sessions: draft.sessions,
    busy,
  });

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">Programme</h1>

      <div role="alert" aria-live="assertive">
        {draft.clashes.length > 0 && (
          <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
            <p className="font-semibold">
              {draft.clashes.length === 1 ? '1 clash' : `${draft.clashes.length} clashes`} to fix
              before publishing
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {draft.clashes.map((clash) => (
                <li key={clash.message}>{clash.message}</li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <div className="space-y-2 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200">
        <PublicationStatus draft={draft} />
        <button
          type="button"
          className={buttonClass.success}
          disabled={blocker !== null || publish.isPending}
          aria-describedby={blocker ? 'publish-blocker' : undefined}
          onClick={() => setConfirming(true)}
        >
          Publish programme
        </button>
        {blocker && (
          <p id="publish-blocker" className="text-sm text-gray-700">
            {blocker}
          </p>
        )}
      </div>

      {failure && <ErrorPanel message={failure.message} />}
      {dropProblem && <ErrorPanel message={dropProblem} />}

      <SessionForm onSaved={() => void refresh()} />

      <section aria-labelledby="unplaced-heading" className="space-y-3">
        <h2 id="unplaced-heading" className="text-lg font-semibold text-gray-900">
          Accepted abstracts not yet placed ({draft.unplaced.length})
        </h2>
        {draft.unplaced.length === 0 ? (
          <p className="text-sm text-gray-700">Every accepted abstract has a place.</p>
        ) : (
          <ul className="space-y-3">
            {draft.unplaced.map((item) => {
              const label = `${item.reference} ${item.title}`;
              return (
                <li
                  key={item.abstractId}
                  {...dragProps(item.abstractId, null, null)}
                  className="rounded-md bg-white p-3 ring-1 ring-gray-200"
                >
                  <p className="text-sm font-medium text-gray-900">
                    {item.reference} · {item.title}
                  </p>
                  <p className="text-xs text-gray-600">
                    {item.presenter} · {item.subtheme} · accepted as {item.decision}
                  </p>
                  <div className="mt-2">
                    <MoveTo
                      {...moveProps(label)}
                      currentSessionId={null}
                      currentStart={null}
                      onMove={(input) => place.mutate({ abstractId: item.abstractId, input })}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="sessions-heading" className="space-y-4">
        <h2 id="sessions-heading" className="text-lg font-semibold text-gray-900">
          Sessions
        </h2>
        {days.length === 0 && <p className="text-sm text-gray-700">No sessions yet.</p>}
        {days.map((day) => (
          <section key={day} aria-labelledby={`day-${day}`} className="space-y-3">
            <h3 id={`day-${day}`} className="font-semibold text-brand-900">
              {programmeDayLabel(day)}
            </h3>
            {draft.sessions
              .filter((session) => session.day === day)
              .map((session) => (
                <SessionCard
                  key={session.id}
                  session={session}
                  busy={busy}
                  dropTarget={dragged !== null}
                  onDrop={() => dropOn(session)}
                  dragProps={(talk) => dragProps(talk.abstractId, talk.start, talk.end)}
                  onReorder={(abstractId, position) =>
                    place.mutate({ abstractId, input: { sessionId: session.id, position } })
                  }
                  onEdit={() => setEditing(session)}
                  onDelete={() => setDeleting(session)}
                  renderMove={(talk) => (
                    <MoveTo
                      key={`${talk.abstractId}-${session.id}-${talk.start ?? ''}`}
                      {...moveProps(`${talk.reference} ${talk.title}`)}
                      currentSessionId={session.id}
                      currentStart={talk.start}
                      currentEnd={talk.end}
                      onMove={(input) => place.mutate({ abstractId: talk.abstractId, input })}
                      onRemove={() => unplace.mutate(talk.abstractId)}
                    />
                  )}
                />
              ))}
          </section>
        ))}
      </section>

      {editing && (
        <Dialog
          title="Edit session"
          wide
          onClose={() => setEditing(null)}
          actions={
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => setEditing(null)}
            >
              Cancel
            </button>
          }
        >
          <SessionForm
            session={editing}
            onSaved={() => {
              setEditing(null);
              void refresh();
            }}
          />
        </Dialog>
      )}

      {deleting && (
        <DeleteSessionDialog
          // The draft as last fetched, so the dialog lists the talks placed since it opened.
          session={draft.sessions.find((session) => session.id === deleting.id) ?? deleting}
          onDeleted={() => {
            setDeleting(null);
            void refresh();
          }}
          onRefused={() => void refresh()}
          onCancel={() => setDeleting(null)}
        />
      )}

      {confirming && (
        <ConfirmDialog
          title="Publish the programme?"
          confirmLabel="Publish programme"
          busyLabel="Publishing…"
          tone="success"
          busy={publish.isPending}
          onConfirm={() => publish.mutate()}
          onCancel={() => setConfirming(false)}
        >
          <p className="text-sm text-gray-700">
            The public programme page, its JSON and its calendar files will show this draft as it is
            now. Later changes stay private until you publish again.
          </p>
          <PublishNotices />
        </ConfirmDialog>
      )}
    </div>
  );
}

function SessionCard({
  session,
  busy,
  dropTarget,
  onDrop,
  dragProps,
  onReorder,
  onEdit,
  onDelete,
  renderMove,
}: {
  session: DraftSession;
  busy: boolean;
  /** Something is being dragged that this session can take. */
  dropTarget: boolean;
  onDrop: () => void;
  dragProps: (talk: DraftSession['talks'][number]) => HTMLAttributes<HTMLElement>;
  /** Puts a poster at the place of another, which moves down. */
  onReorder: (abstractId: string, position: number) => void;
  onEdit: () => void;
  onDelete: () => void;
  renderMove: (talk: DraftSession['talks'][number]) => ReactNode;
}) {
  return (
    <article
      aria-label={`${session.title}, ${programmeDayLabel(session.day)} ${session.start}-${session.end}`}
      onDragOver={(event) => {
        if (dropTarget) event.preventDefault();
      }}
      onDrop={(event) => {
        event.preventDefault();
        onDrop();
      }}
      className={`rounded-lg bg-white p-4 shadow-sm ring-1 ${
        dropTarget ? 'ring-2 ring-brand-500' : 'ring-gray-200'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 className="font-semibold text-gray-900">
            {session.start}-{session.end} · {session.title}
          </h4>
          <p className="text-xs text-gray-600">
            {sessionKindLabels[session.kind]} · {session.room} · {session.subtheme}
            {session.chair ? ` · Chair: ${session.chair}` : ''}
          </p>
        </div>
        <div className="flex gap-3">
          <button
            type="button"
            className={buttonClass.link}
            disabled={busy}
            aria-label={`Edit session: ${session.title}`}
            onClick={onEdit}
          >
            Edit session
          </button>
          <button
            type="button"
            className={buttonClass.link}
            disabled={busy}
            aria-label={`Delete session: ${session.title}`}
            onClick={onDelete}
          >
            Delete session
          </button>
        </div>
      </div>
      {session.talks.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">Nothing placed yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {session.talks.map((talk, index) => (
            <li
              key={talk.abstractId}
              {...dragProps(talk)}
              className="border-t border-gray-100 pt-2"
            >
              <p className="text-sm text-gray-900">
                {talk.start && talk.end ? `${talk.start}-${talk.end} ` : ''}
                {talk.reference} · {talk.title}
              </p>
              <p className="text-xs text-gray-600">{talk.presenter}</p>
              {session.kind === 'poster' && session.talks.length > 1 && (
                <div className="mt-1 flex gap-3">
                  <button
                    type="button"
                    className={buttonClass.link}
                    disabled={busy || index === 0}
                    aria-label={`Move up: ${talk.reference} ${talk.title}`}
                    onClick={() => onReorder(talk.abstractId, session.talks[index - 1]!.position)}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    className={buttonClass.link}
                    disabled={busy || index === session.talks.length - 1}
                    aria-label={`Move down: ${talk.reference} ${talk.title}`}
                    onClick={() =>
                      onReorder(talk.abstractId, session.talks[index + 1]!.position + 1)
                    }
                  >
                    Move down
                  </button>
                </div>
              )}
              <div className="mt-2">{renderMove(talk)}</div>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
