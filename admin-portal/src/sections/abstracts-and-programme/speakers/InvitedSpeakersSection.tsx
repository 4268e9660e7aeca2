import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminInvitedSpeaker } from '@caawg11/conference';
import { failureText } from '../../../api/failure-text';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryContent } from '../../../components/QueryContent';
import { wrapAnywhereClass } from '../../../components/table';
import { useSectionQuery } from '../../use-section-query';
import { SpeakerForm } from './SpeakerForm';
import { SpeakerPhoto } from './SpeakerPhoto';
import {
  deleteInvitedSpeaker,
  fetchInvitedSpeakers,
  invitedSpeakersQueryKey,
  moveInvitedSpeaker,
} from './speakers-api';

const cardClass = 'rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5';

function SpeakerSummary({ speaker }: { speaker: AdminInvitedSpeaker }) {
  return (
    <div className="flex min-w-0 flex-1 gap-4">
      {speaker.photoUrl ? (
        <img
          src={speaker.photoUrl}
          alt=""
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-md object-cover ring-1 ring-gray-200"
        />
      ) : (
        <span aria-hidden="true" className="size-16 shrink-0 rounded-md bg-gray-100" />
      )}
      <div className={`min-w-0 text-sm text-gray-700 ${wrapAnywhereClass}`}>
        <h2 className="text-base font-semibold text-gray-900">{speaker.name}</h2>
        <p>{speaker.affiliation}</p>
        {speaker.topic && <p className="italic">{speaker.topic}</p>}
        {speaker.email && <p className="text-xs text-gray-600">{speaker.email}</p>}
        {!speaker.photoUrl && <p className="text-xs text-gray-600">No photo</p>}
      </div>
    </div>
  );
}

/**
 * The speakers the organisers invite, shown on the public speakers page between the keynotes and
 * the programme's presenters, in the order set here.
 */
export function InvitedSpeakersSection() {
  const queryClient = useQueryClient();
  const speakers = useSectionQuery({
    queryKey: invitedSpeakersQueryKey,
    queryFn: fetchInvitedSpeakers,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminInvitedSpeaker | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: invitedSpeakersQueryKey });
  const changed = (message: string) => {
    setNotice(message);
    void refresh();
  };

  const move = useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: 'up' | 'down' }) =>
      moveInvitedSpeaker(id, direction),
    onMutate: () => setNotice(null),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (speaker: AdminInvitedSpeaker) => deleteInvitedSpeaker(speaker.id),
    onSuccess: (answer, speaker) => {
      setDeleting(null);
      if (editing === speaker.id) setEditing(null);
      changed(answer.message);
    },
  });

  const openDelete = (speaker: AdminInvitedSpeaker) => {
    remove.reset();
    setDeleting(speaker);
  };

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">Invited speakers</h1>
      <p className="max-w-3xl text-sm text-gray-700">
        The public speakers page shows these speakers, in this order, between the keynotes and the
        presenters of the published programme. Their e-mail addresses are never shown there.
      </p>
      {notice && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
          {notice}
        </p>
      )}
      {move.isError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failureText(move.error, 'Failed to move the speaker. Please try again.')}
        </p>
      )}
      <QueryContent
        query={speakers}
        loading="Loading the invited speakers"
        failure="Failed to load the invited speakers"
      >
        {(list) =>
          list.length === 0 ? (
            <p className={`${cardClass} text-sm text-gray-600`}>
              No invited speakers yet: the public page shows only the keynotes and the presenters.
            </p>
          ) : (
            <ol
              aria-label="Invited speakers, in the order the site shows them"
              className="space-y-3"
            >
              {list.map((speaker, index) => (
                <li key={speaker.id} aria-label={speaker.name} className={cardClass}>
                  {editing === speaker.id ? (
                    <div className="space-y-6">
                      <h2 className="text-base font-semibold text-gray-900">Edit {speaker.name}</h2>
                      <SpeakerPhoto speaker={speaker} onChanged={changed} />
                      <SpeakerForm
                        speaker={speaker}
                        onSaved={(message) => {
                          setEditing(null);
                          changed(message);
                        }}
                        onCancel={() => setEditing(null)}
                      />
                    </div>
                  ) : (
                    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
                      <SpeakerSummary speaker={speaker} />
                      <div className="flex flex-wrap gap-2 sm:justify-end">
                        <button
                          type="button"
                          className={buttonClass.secondary}
                          disabled={index === 0 || move.isPending}
                          onClick={() => move.mutate({ id: speaker.id, direction: 'up' })}
                        >
                          Move up
                        </button>
                        <button
                          type="button"
                          className={buttonClass.secondary}
                          disabled={index === list.length - 1 || move.isPending}
                          onClick={() => move.mutate({ id: speaker.id, direction: 'down' })}
                        >
                          Move down
                        </button>
                        <button
                          type="button"
                          className={buttonClass.secondary}
                          onClick={() => {
                            setNotice(null);
                            setEditing(speaker.id);
                          }}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className={buttonClass.danger}
                          onClick={() => openDelete(speaker)}
                        >
                          Delete
                        </button>
                      </div>
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )
        }
      </QueryContent>
      <section aria-labelledby="add-speaker-heading" className={cardClass}>
        <h2 id="add-speaker-heading" className="mb-4 text-lg font-semibold text-gray-900">
          Add speaker
        </h2>
        <SpeakerForm
          onSaved={(message, addedId) => {
            changed(message);
            // The photo is uploaded on its own, in the new speaker's edit form.
            if (addedId) setEditing(addedId);
          }}
        />
      </section>
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          confirmLabel="Delete speaker"
          busyLabel="Deleting…"
          tone="danger"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p className="text-sm text-gray-700">
            {deleting.name} and their photo are removed from the public speakers page.
          </p>
          {remove.isError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {failureText(remove.error, 'Failed to delete the speaker. Please try again.')}
            </p>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
