import type { ReactNode } from 'react';

/**
 * A table wrapper that scrolls sideways on narrow screens. It can take focus so keyboard users
 * can scroll it too, and is named so screen readers announce what it holds.
 */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto focus:outline-2 focus:outline-offset-2 focus:outline-brand-500"
    >
      {children}
    </div>
  );
}
