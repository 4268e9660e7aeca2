/** A labelled horizontal bar: the count, the rounded percent and a bar of that width. */
export function Bar({ label, count, percent }: { label: string; count: number; percent: number }) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="min-w-0 font-medium text-gray-800 wrap-anywhere">{label}</span>
        <span className="shrink-0 text-gray-700">
          {count} ({percent}%)
        </span>
      </div>
      <div
        className="mt-1 h-2.5 w-full overflow-hidden rounded-full bg-gray-200"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${count} (${percent}%)`}
      >
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
