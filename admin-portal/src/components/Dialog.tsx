import { Dialog as ModalDialog } from '@caawg11/conference/dialog';
import { useId, type ReactNode } from 'react';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons along the bottom. */
  actions?: ReactNode;
  wide?: boolean;
}

/** The back office's dialog layout: a titled white card with its buttons along the bottom. */
export function Dialog({ title, onClose, children, actions, wide = false }: DialogProps) {
  const titleId = useId();

  return (
    <ModalDialog
      aria-labelledby={titleId}
      onClose={onClose}
      className={`m-auto w-[calc(100%-2rem)] ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-xl bg-white p-0 shadow-2xl backdrop:bg-black/40`}
    >
      <div className="max-h-[85vh] overflow-y-auto p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-bold text-brand-900">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
        {actions && <div className="mt-6 flex flex-wrap justify-end gap-2">{actions}</div>}
      </div>
    </ModalDialog>
  );
}
