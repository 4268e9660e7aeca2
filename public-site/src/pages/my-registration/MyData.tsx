import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@caawg11/conference/dialog';
import { accessTokenHeader, requestTimeoutsMs, type ApiResult } from '@caawg11/conference';
import { downloadFile, postJson, saveFile } from '@caawg11/conference/http';
import { fullScreenDialogClass } from '../../components/dialogStyles';
import { describeFailure } from '../../forms/failure';
import { useFailureText } from '../../forms/text';

const buttonClass =
  'rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

const confirmClass =
  'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

function downloadMyData(token: string) {
  return downloadFile('/my-registration/data', 'my-data.zip', {
    timeoutMs: requestTimeoutsMs.accessRequest,
    headers: { [accessTokenHeader]: token },
  });
}

function askForErasure(token: string): Promise<ApiResult> {
  return postJson('/my-registration/erasure-request', undefined, {
    timeoutMs: requestTimeoutsMs.accessRequest,
    headers: { [accessTokenHeader]: token },
  });
}

/**
 * The registrant's own data: a copy of everything held about them (the ZIP the organisers
 * export) and a request to erase it, which the organisers act on because the books may require
 * keeping part.
 */
export function MyData({ token }: { token: string }) {
  const { t } = useTranslation('myData');
  const failureText = useFailureText();
  const [confirming, setConfirming] = useState(false);
  const download = useMutation({
    mutationFn: () => downloadMyData(token),
    onSuccess: saveFile,
  });
  const erasure = useMutation({
    mutationFn: () => askForErasure(token),
    onSuccess: () => setConfirming(false),
  });
  const failure = (error: unknown) =>
    failureText(
      describeFailure(error, {
        fallback: t('problem'),
        preferServerMessage: true,
        timeoutMs: requestTimeoutsMs.accessRequest,
      }),
    );

  return (
    <section aria-labelledby="my-data-heading" className="rounded-xl bg-white p-5 shadow sm:p-6">
      <h2 id="my-data-heading" className="mb-2 text-xl font-bold text-brand-900">
        {t('heading')}
      </h2>
      <p className="text-sm text-gray-700">{t('intro')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass}
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {t('download')}
        </button>
        <button
          type="button"
          className={buttonClass}
          disabled={erasure.isSuccess}
          onClick={() => setConfirming(true)}
        >
          {t('askErasure')}
        </button>
      </div>
      {download.isPending && (
        <p role="status" className="mt-3 text-sm text-gray-700">
          {t('preparing')}
        </p>
      )}
      {download.isError && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900">
          {failure(download.error).message}
        </p>
      )}
      {erasure.isSuccess && (
        <p role="status" className="mt-3 rounded-md bg-green-50 p-3 text-sm text-green-900">
          {t('requested')}
        </p>
      )}
      {confirming && (
        <Dialog
          aria-labelledby="erasure-dialog-title"
          onClose={() => setConfirming(false)}
          className={`${fullScreenDialogClass} flex items-start justify-center overflow-y-auto bg-black/60 p-4 focus:outline-none sm:items-center`}
        >
          <div className="my-8 w-full max-w-lg rounded-xl bg-white p-5 shadow-xl sm:p-6">
            <h2 id="erasure-dialog-title" className="text-xl font-bold text-brand-900">
              {t('confirmTitle')}
            </h2>
            <p className="mt-3 text-sm text-gray-700">{t('confirmText')}</p>
            {erasure.isError && (
              <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900">
                {failure(erasure.error).message}
              </p>
            )}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <button type="button" className={buttonClass} onClick={() => setConfirming(false)}>
                {t('cancel')}
              </button>
              <button
                type="button"
                className={confirmClass}
                disabled={erasure.isPending}
                onClick={() => erasure.mutate()}
              >
                {t('confirm')}
              </button>
            </div>
          </div>
        </Dialog>
      )}
    </section>
  );
}
