import type { ReactNode } from 'react';

/** The 'Error' alert panel that replaces a section's content when it cannot load. */
export function ErrorPanel({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
      <p className="font-semibold">Error</p>
      <p className="mt-1 text-sm">{message}</p>
      {children && <div className="mt-3">{children}</div>}
    </div>
  );
}
