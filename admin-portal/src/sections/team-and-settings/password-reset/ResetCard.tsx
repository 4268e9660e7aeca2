import type { ReactNode } from 'react';

/** The card the sign-in screen also stands in: the reset screens look like its siblings. */
export function ResetCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <h1 className="mb-6 text-center text-2xl font-bold text-brand-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function ResetAlert({ children }: { children: string }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
    >
      {children}
    </div>
  );
}

export const primaryButtonClass =
  'w-full rounded-md bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500 disabled:opacity-60';

export const secondaryLinkClass =
  'block w-full rounded-md border border-brand-900 px-4 py-2 text-center font-semibold text-brand-900 hover:bg-brand-50';
