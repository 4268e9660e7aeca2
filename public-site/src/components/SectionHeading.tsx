import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** For dark sections. */
  light?: boolean;
  align?: 'center' | 'left';
}

/** A section's h2 with an optional eyebrow above and lead paragraph below. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  light = false,
  align = 'center',
}: SectionHeadingProps) {
  return (
    <div className={`mb-10 max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow && (
        <p
          className={`text-sm font-bold tracking-wider uppercase ${light ? 'text-accent-400' : 'text-accent-700'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl ${light ? 'text-white' : 'text-brand-900'}`}
      >
        {title}
      </h2>
      {lead && (
        <p className={`mt-4 text-lg ${light ? 'text-brand-100' : 'text-gray-700'}`}>{lead}</p>
      )}
    </div>
  );
}
