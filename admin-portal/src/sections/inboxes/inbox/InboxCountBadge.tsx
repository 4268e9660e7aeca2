/** The sidebar's count of new records: the number in sight, '3 new' for a screen reader. */
export function InboxCountBadge({ id, count }: { id: string; count: number }) {
  return (
    <span
      id={id}
      className="ml-auto inline-flex min-w-6 justify-center rounded-full bg-white/90 px-2 py-0.5 text-xs font-bold text-brand-900"
    >
      {count}
      <span className="sr-only"> new</span>
    </span>
  );
}
