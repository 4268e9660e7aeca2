import type { ReactNode, Ref } from 'react';

interface StatusBannerProps {
  tone: 'success' | 'error';
  title: string;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

/** The success or failure banner of a form, announced to assistive technology. */
export function StatusBanner({ tone, title, children, ref, className = '' }: StatusBannerProps) {
  const colours =
    tone === 'success'
      ? 'border-green-600 bg-green-50 text-green-900'
      : 'border-red-600 bg-red-50 text-red-900';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'success' ? 'status' : 'alert'}
      className={`scroll-mt-28 rounded-lg border-l-4 p-4 focus:outline-2 focus:outline-offset-2 focus:outline-brand-500 ${colours} ${className}`}
    >
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-1 text-sm">{children}</div>}
    </div>
  );
}
