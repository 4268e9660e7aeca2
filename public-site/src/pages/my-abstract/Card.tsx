import type { ReactNode } from 'react';

/** One part of the author's page: a white card, a region named by its heading. */
export function Card({
  heading,
  id,
  children,
}: {
  heading: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-5 shadow sm:p-6">
      <h2 id={id} className="mb-4 text-xl font-bold text-brand-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
