import type { DatedEvent } from '@caawg11/conference';

/** A vertical list of dates and what happens on them. */
export function ImportantDates({
  id,
  heading,
  dates,
}: {
  id: string;
  heading: string;
  dates: readonly DatedEvent[];
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-6 shadow">
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <ol className="mt-4 space-y-4 border-l-2 border-brand-100 pl-5">
        {dates.map((item) => (
          <li key={item.event} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[27px] h-3 w-3 rounded-full bg-accent-500"
            />
            <p className="font-semibold text-brand-900">{item.date}</p>
            <p className="text-gray-700">{item.event}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
