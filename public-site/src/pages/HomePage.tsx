import { edition } from '@caawg11/conference';

export function HomePage() {
  return (
    <main className="flex-1 bg-brand-900 px-4 py-24 text-center text-white">
      <h1 className="text-3xl font-bold">{edition.fullName}</h1>
      <p className="mt-4">
        {edition.datesLabel} · {edition.venueCity}
      </p>
    </main>
  );
}
