import { useMutation } from '@tanstack/react-query';
import { buttonClass } from './buttons';

export type ExportFormat = 'csv' | 'xlsx';

const formats: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'Export CSV' },
  { format: 'xlsx', label: 'Export XLSX' },
];

/** 'Export CSV' and 'Export XLSX' of what a list currently shows, with its own failure message. */
export function ExportButtons({ onExport }: { onExport: (format: ExportFormat) => Promise<void> }) {
  const exporting = useMutation({ mutationFn: onExport });

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2">
        {formats.map(({ format, label }) => (
          <button
            key={format}
            type="button"
            className={buttonClass.secondary}
            disabled={exporting.isPending}
            aria-busy={exporting.isPending && exporting.variables === format}
            onClick={() => exporting.mutate(format)}
          >
            {label}
          </button>
        ))}
      </div>
      {exporting.isError && (
        <p role="alert" className="text-sm text-red-700">
          The export failed. Please try again.
        </p>
      )}
    </div>
  );
}
