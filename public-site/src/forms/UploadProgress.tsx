import { useTranslation } from 'react-i18next';

/** The progress of a file upload, as a native progress bar with a visible percentage. */
export function UploadProgress({ fraction, label }: { fraction: number; label?: string }) {
  const { t } = useTranslation('forms');
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="mt-3">
      <div className="flex justify-between text-sm text-gray-700">
        <span id="upload-progress-label">{label ?? t('uploading')}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <progress
        aria-labelledby="upload-progress-label"
        max={100}
        value={percent}
        className="mt-1 h-2 w-full overflow-hidden rounded accent-brand-700"
      >
        {percent}%
      </progress>
    </div>
  );
}
