import {
  checkPresenterPhoto,
  countWords,
  presenterBiographyRule,
  presenterProfileLimits,
  requestTimeoutsMs,
  type MyAbstract,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  removeMyAbstractPhoto,
  saveMyAbstractBiography,
  saveMyAbstractPhoto,
} from '../../forms/calls';
import { describeFailure } from '../../forms/failure';
import { FileField, TextAreaField } from '../../forms/Field';
import { StatusBanner } from '../../forms/StatusBanner';
import { SubmitButton } from '../../forms/SubmitButton';
import { useFailureText } from '../../forms/text';
import { UploadProgress } from '../../forms/UploadProgress';
import { useMessageText } from '../../i18n/message-text';

const biographyId = 'my-abstract-biography';
const photoId = 'my-abstract-photo';
/** The preview's box; the chosen photo is cropped to fill it, as on the speakers page. */
const previewSize = 160;

interface PartProps {
  token: string;
  abstract: MyAbstract;
  onSaved: (saved: MyAbstract) => void;
}

/** What the server said, or why the request failed, in the page's language. */
function useOutcome(
  mutation: { isSuccess: boolean; isError: boolean; error: unknown; data?: { message: string } },
  fallback: string,
  timeoutMs: number,
) {
  const failureText = useFailureText();
  const messageText = useMessageText();
  return {
    done: mutation.isSuccess && mutation.data ? messageText(mutation.data.message) : null,
    failure: mutation.isError
      ? failureText(
          describeFailure(mutation.error, { fallback, preferServerMessage: true, timeoutMs }),
        )
      : null,
  };
}

function Outcome({
  done,
  failure,
  failedTitle,
}: ReturnType<typeof useOutcome> & { failedTitle: string }) {
  const { t } = useTranslation('myAbstract');
  if (done) {
    return (
      <StatusBanner tone="success" title={t('speakerProfile.savedTitle')}>
        <p>{done}</p>
      </StatusBanner>
    );
  }
  if (!failure) return null;
  return (
    <StatusBanner tone="error" title={failedTitle}>
      <p>{failure.message}</p>
      {failure.detail && <p className="mt-1">{failure.detail}</p>}
    </StatusBanner>
  );
}

function BiographyForm({ token, abstract, onSaved }: PartProps) {
  const { t } = useTranslation(['myAbstract', 'forms']);
  const messageText = useMessageText();
  const [text, setText] = useState(abstract.biography ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (biography: string) => saveMyAbstractBiography(token, biography),
    onSuccess: (answer) => {
      if (answer.success) onSaved(answer.data);
    },
  });
  const outcome = useOutcome(
    save,
    t('speakerProfile.saveProblem'),
    requestTimeoutsMs.accessRequest,
  );
  const words = countWords(text);
  const serverProblem =
    save.error instanceof ApiRequestError ? save.error.fieldErrors?.biography : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.reset();
    const refused = presenterBiographyRule(text);
    setProblem(refused);
    if (refused) {
      document.getElementById(biographyId)?.focus();
      return;
    }
    save.mutate(text.trim());
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Outcome {...outcome} failedTitle={t('speakerProfile.biographyFailedTitle')} />
      <TextAreaField
        id={biographyId}
        label={t('speakerProfile.biography')}
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={presenterProfileLimits.biographyLength}
        error={problem ? messageText(problem) : serverProblem && messageText(serverProblem)}
        hint={
          <span
            className={
              words > presenterProfileLimits.biographyWords
                ? 'font-semibold text-red-700'
                : undefined
            }
          >
            {t('forms:abstract.wordCount', {
              count: words,
              max: presenterProfileLimits.biographyWords,
            })}
          </span>
        }
      />
      <div>
        <SubmitButton busy={save.isPending} className="w-full sm:w-auto">
          {t('speakerProfile.saveBiography')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The chosen photo as the browser shows it, until it is uploaded or another is chosen. */
function usePreview(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

function PhotoForm({ token, abstract, onSaved }: PartProps) {
  const { t } = useTranslation(['myAbstract', 'forms']);
  const messageText = useMessageText();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const preview = usePreview(file);
  const saved = (answer: { success: boolean; data: MyAbstract }) => {
    if (answer.success) onSaved(answer.data);
  };
  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      setProgress(0);
      try {
        return await saveMyAbstractPhoto(token, chosen, setProgress);
      } finally {
        setProgress(null);
      }
    },
    onSuccess: (answer) => {
      saved(answer);
      if (!answer.success) return;
      setFile(null);
      if (input.current) input.current.value = '';
    },
  });
  const remove = useMutation({
    mutationFn: () => removeMyAbstractPhoto(token),
    onSuccess: saved,
  });
  const uploaded = useOutcome(upload, t('speakerProfile.photoProblem'), requestTimeoutsMs.abstract);
  const removed = useOutcome(
    remove,
    t('speakerProfile.photoProblem'),
    requestTimeoutsMs.accessRequest,
  );

  const choose = (chosen: File | null) => {
    upload.reset();
    remove.reset();
    const refused = chosen ? checkPresenterPhoto(chosen) : null;
    if (refused && input.current) input.current.value = '';
    setProblem(refused ? messageText(refused) : undefined);
    setFile(refused ? null : chosen);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove.reset();
    if (!file) {
      setProblem(t('speakerProfile.choosePhoto'));
      input.current?.focus();
      return;
    }
    upload.mutate(file);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Outcome {...uploaded} failedTitle={t('speakerProfile.photoFailedTitle')} />
      <Outcome {...removed} failedTitle={t('speakerProfile.photoFailedTitle')} />
      <p className="text-sm text-gray-700">
        {abstract.hasPhoto ? t('speakerProfile.hasPhoto') : t('speakerProfile.noPhoto')}
      </p>
      <FileField
        id={photoId}
        label={t('speakerProfile.photo')}
        accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
        ref={input}
        onFileChosen={choose}
        hint={t('speakerProfile.photoHint')}
        error={problem}
      />
      {preview && (
        <img
          src={preview}
          alt={t('speakerProfile.previewAlt')}
          width={previewSize}
          height={previewSize}
          className="aspect-square rounded-lg object-cover ring-1 ring-gray-200"
        />
      )}
      {progress !== null && (
        <UploadProgress fraction={progress} label={t('speakerProfile.uploading')} />
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={upload.isPending} className="w-full sm:w-auto">
          {t('speakerProfile.uploadPhoto')}
        </SubmitButton>
        {abstract.hasPhoto && (
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => {
              upload.reset();
              remove.mutate();
            }}
            className="inline-flex min-h-11 items-center justify-center rounded-md border border-gray-300 bg-white px-6 py-3 font-semibold text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {t('speakerProfile.removePhoto')}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * Once the abstract is accepted, until it is withdrawn: the presenter's short biography and
 * photo for the speakers page, which shows them beside the talk once the programme is published.
 */
export function SpeakerProfile(props: PartProps) {
  const { t } = useTranslation('myAbstract');
  // A withdrawn abstract is not presented, so its presenter is not on the speakers page.
  if (props.abstract.authorResponse === 'withdrawn') return null;
  return (
    <section
      aria-labelledby="my-abstract-speaker-profile"
      className="rounded-xl bg-white p-5 shadow sm:p-6"
    >
      <h2 id="my-abstract-speaker-profile" className="mb-4 text-xl font-bold text-brand-900">
        {t('speakerProfile.heading')}
      </h2>
      <p className="mb-5 text-sm text-gray-700">{t('speakerProfile.intro')}</p>
      <div className="grid gap-8">
        <BiographyForm {...props} />
        <PhotoForm {...props} />
      </div>
    </section>
  );
}
