import { useState } from 'react';
import { buttonClass } from './buttons';

export type ExportFormat = 'csv' | 'xlsx';

const formats: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'Export CSV' },
  { format: 'xlsx', label: 'Export XLSX' },
];

/** 'Export CSV' and 'Export XLSX' of what a list currently shows, with its own failure message. */
export function ExportButtons({ onExport }: { onExport: (format: ExportFormat) => Promise<void> }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);

  async function run(format: ExportFormat) {
    setBusy(format);
    setFailed(false);
    try {
      await onExport(format);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2">
        {formats.map(({ format, label }) => (
          <button
            key={format}
            type="button"
            className={buttonClass.secondary}
            disabled={busy !== null}
            aria-busy={busy === format}
            onClick={() => void run(format)}
          >
            {label}
          </button>
        ))}
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          The export failed. Please try again.
        </p>
      )}
    </div>
  );
}
