import {
  checkAbstractFile,
  messages,
  requestTimeoutsMs,
  type MyAbstract,
} from '@caawg11/conference';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { replaceMyAbstractFile } from '../../forms/calls';
import { describeFailure } from '../../forms/failure';
import { FileField } from '../../forms/Field';
import { StatusBanner } from '../../forms/StatusBanner';
import { SubmitButton } from '../../forms/SubmitButton';
import { useFailureText } from '../../forms/text';
import { UploadProgress } from '../../forms/UploadProgress';
import { useMessageText } from '../../i18n/message-text';

const fileId = 'my-abstract-file';

/** A new Word file for the abstract, with the submission's file rules and upload progress. */
export function ReplaceAbstractFile({
  token,
  fileName,
  onSaved,
}: {
  token: string;
  fileName: string;
  onSaved: (saved: MyAbstract) => void;
}) {
  const { t } = useTranslation(['myAbstract', 'forms']);
  const failureText = useFailureText();
  const messageText = useMessageText();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      setProgress(0);
      try {
        return await replaceMyAbstractFile(token, chosen, setProgress);
      } finally {
        setProgress(null);
      }
    },
    onSuccess: (answer) => {
      if (!answer.success) return;
      onSaved(answer.data);
      setFile(null);
      if (input.current) input.current.value = '';
    },
  });

  const choose = (chosen: File | null) => {
    upload.reset();
    const refused = chosen ? checkAbstractFile(chosen) : null;
    if (refused && input.current) input.current.value = '';
    setProblem(refused ?? undefined);
    setFile(refused ? null : chosen);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setProblem(messages.abstract.file);
      input.current?.focus();
      return;
    }
    upload.mutate(file);
  };

  const failure = upload.isError
    ? failureText(
        describeFailure(upload.error, {
          fallback: t('fileProblem'),
          preferServerMessage: true,
          timeoutMs: requestTimeoutsMs.abstract,
        }),
      )
    : null;

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {upload.isSuccess && upload.data.success && (
        <StatusBanner tone="success" title={t('fileSavedTitle')}>
          <p>{messageText(upload.data.message)}</p>
        </StatusBanner>
      )}
      {failure && (
        <StatusBanner tone="error" title={t('fileFailedTitle')}>
          <p>{failure.message}</p>
          {failure.detail && <p className="mt-1">{failure.detail}</p>}
        </StatusBanner>
      )}
      <p className="text-sm text-gray-700">{t('currentFile', { name: fileName })}</p>
      <FileField
        id={fileId}
        label={t('newFile')}
        accept=".doc,.docx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        ref={input}
        onFileChosen={choose}
        hint={t('forms:abstract.fileHint')}
        error={problem}
      />
      {progress !== null && (
        <UploadProgress fraction={progress} label={t('forms:abstract.uploading')} />
      )}
      <div>
        <SubmitButton busy={upload.isPending} className="w-full sm:w-auto">
          {t('uploadFile')}
        </SubmitButton>
      </div>
    </form>
  );
}
