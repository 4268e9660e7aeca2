import { useQueryClient } from '@tanstack/react-query';
import type { InboxName, InboxNote } from '@caawg11/conference';
import { addInboxNote } from './inbox-api';
import { formatDateTime } from './inbox-format';
import { inboxKeys } from './inbox-queries';
import { inboxNoteRules } from './inbox-rules';
import { TextForm } from './TextForm';

/** The team's internal notes on a record, never sent to the person who wrote in. */
export function NotesPanel({
  name,
  id,
  notes,
  canWrite,
}: {
  name: InboxName;
  id: string;
  notes: InboxNote[];
  canWrite: boolean;
}) {
  const queryClient = useQueryClient();
  return (
    <section aria-labelledby="notes-heading" className="space-y-4">
      <h2 id="notes-heading" className="text-lg font-semibold text-gray-900">
        Internal notes
      </h2>
      {notes.length === 0 ? (
        <p className="text-sm text-gray-600">No notes yet.</p>
      ) : (
        <ul aria-label="Notes" className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border border-gray-200 p-3 text-sm">
              <p className="whitespace-pre-wrap text-gray-900">{note.body}</p>
              <p className="mt-1 text-xs text-gray-600">
                {note.author}, {formatDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <TextForm
          label="Internal note"
          submitLabel="Add note"
          rules={inboxNoteRules}
          doneMessage="Note added."
          failedMessage="Failed to add the note. Please try again."
          onSend={async (text) => {
            await addInboxNote(name, id, text);
            await queryClient.invalidateQueries({ queryKey: inboxKeys.record(name, id) });
          }}
        />
      )}
    </section>
  );
}
