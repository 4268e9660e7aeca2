import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AdminInvitedSpeaker } from '@caawg11/conference';
import { failureText } from '../../../api/failure-text';
import { buttonClass } from '../../../components/buttons';
import { fieldMessagesOf } from '../../../components/field-messages';
import { removeSpeakerPhoto, uploadSpeakerPhoto } from './speakers-api';

/** The preview's size on the screen; the site crops the photo to a square too. */
const previewSize = 128;

/** The file the organiser has chosen, with the address its preview is shown from. */
interface ChosenPhoto {
  file: File;
  preview: string;
}

interface SpeakerPhotoProps {
  speaker: AdminInvitedSpeaker;
  onChanged: (message: string) => void;
}

/** Uploads, replaces or removes the speaker's photo; the api checks the image's type and size. */
export function SpeakerPhoto({ speaker, onChanged }: SpeakerPhotoProps) {
  const inputId = `speaker-${speaker.id}-photo`;
  const errorId = `${inputId}-error`;
  const [chosen, setChosen] = useState<ChosenPhoto | null>(null);
  const [inputKey, setInputKey] = useState(0);
  // A preview's address holds its file in memory until it is let go: when another is chosen,
  // or the form closes.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.preview);
    },
    [chosen],
  );
  const clearChoice = () => {
    setChosen(null);
    setInputKey((key) => key + 1);
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadSpeakerPhoto(speaker.id, file),
    onSuccess: (answer) => {
      clearChoice();
      onChanged(answer.message);
    },
  });
  const remove = useMutation({
    mutationFn: () => removeSpeakerPhoto(speaker.id),
    onSuccess: (answer) => onChanged(answer.message),
  });
  const uploadProblem = upload.error
    ? (fieldMessagesOf(upload.error)?.photo ??
      failureText(upload.error, 'Failed to upload the photo. Please try again.'))
    : undefined;
  const preview = chosen?.preview ?? speaker.photoUrl;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) upload.mutate(chosen.file);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Photo of ${speaker.name}`}
      className="flex flex-wrap items-start gap-4"
    >
      {preview ? (
        <img
          src={preview}
          alt={chosen ? `Chosen photo of ${speaker.name}` : `Photo of ${speaker.name}`}
          width={previewSize}
          height={previewSize}
          className="size-32 rounded-lg object-cover ring-1 ring-gray-200"
        />
      ) : (
        <p className="flex size-32 items-center justify-center rounded-lg bg-gray-100 p-2 text-center text-xs text-gray-600">
          No photo yet
        </p>
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-gray-700">
            Photo
          </label>
          <input
            key={inputKey}
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,.png,.jpg,.jpeg"
            aria-invalid={Boolean(uploadProblem)}
            aria-describedby={uploadProblem ? errorId : `${inputId}-hint`}
            className="mt-1 block w-full text-sm"
            onChange={(event) => {
              upload.reset();
              const file = event.target.files?.[0];
              setChosen(file ? { file, preview: URL.createObjectURL(file) } : null);
            }}
          />
          <p id={`${inputId}-hint`} className="mt-1 text-xs text-gray-600">
            A JPEG or PNG image of at most 5 MB.
          </p>
          {uploadProblem && (
            <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
              {uploadProblem}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            className={buttonClass.secondary}
            disabled={!chosen || upload.isPending}
          >
            {upload.isPending ? 'Uploading…' : 'Upload photo'}
          </button>
          {speaker.photoUrl && !chosen && (
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {remove.isPending ? 'Removing…' : 'Remove photo'}
            </button>
          )}
        </div>
        {remove.isError && (
          <p role="alert" className="text-sm text-red-700">
            {failureText(remove.error, 'Failed to remove the photo. Please try again.')}
          </p>
        )}
      </div>
    </form>
  );
}
