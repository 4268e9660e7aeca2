import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { DraftSession, PlacedTalk, SessionDeleteRefusal } from '@caawg11/conference';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { deleteSession, sessionDeleteRefusal } from './programme-api';

interface DeleteSessionDialogProps {
  session: DraftSession;
  onDeleted: () => void;
  /** The api found other talks in the session than the draft on screen showed. */
  onRefused: () => void;
  onCancel: () => void;
}

function talksShown(session: DraftSession): PlacedTalk[] {
  return session.talks.map(({ abstractId, reference, title }) => ({
    abstractId,
    reference,
    title,
  }));
}

/**
 * Asks before deleting a session and names every talk that would lose its place. Confirming
 * with talks listed tells the api to unplace them; if the api finds talks the list did not
 * show, it refuses and the dialog lists what the api found instead.
 */
export function DeleteSessionDialog({
  session,
  onDeleted,
  onRefused,
  onCancel,
}: DeleteSessionDialogProps) {
  const listHeadingId = useId();
  const [refusal, setRefusal] = useState<SessionDeleteRefusal | null>(null);
  const talks = refusal?.placedTalks ?? talksShown(session);
  const remove = useMutation({
    mutationFn: (confirm: boolean) => deleteSession(session.id, confirm),
    onSuccess: onDeleted,
    onError: (error) => {
      const refused = sessionDeleteRefusal(error);
      if (!refused) return;
      setRefusal(refused);
      onRefused();
    },
  });
  const failure = remove.error && !sessionDeleteRefusal(remove.error) ? remove.error : null;

  return (
    <ConfirmDialog
      title="Delete this session?"
      confirmLabel="Delete session"
      busyLabel="Deleting…"
      tone="danger"
      busy={remove.isPending}
      onConfirm={() => remove.mutate(talks.length > 0)}
      onCancel={onCancel}
    >
      <div className="space-y-3 text-sm text-gray-700">
        {refusal && (
          <p role="alert" className="font-medium text-red-800">
            {refusal.message}
          </p>
        )}
        <p>&ldquo;{session.title}&rdquo; will be removed from the draft.</p>
        {talks.length > 0 && (
          <>
            <p id={listHeadingId}>
              {talks.length === 1
                ? 'This talk loses its place and goes back to the list of abstracts not yet placed:'
                : `These ${talks.length} talks lose their places and go back to the list of abstracts not yet placed:`}
            </p>
            <ul aria-labelledby={listHeadingId} className="list-disc space-y-1 pl-5">
              {talks.map((talk) => (
                <li key={talk.abstractId}>
                  {talk.reference} · {talk.title}
                </li>
              ))}
            </ul>
          </>
        )}
        {failure && (
          <p role="alert" className="font-medium text-red-800">
            {failure.message}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
