import type { ReactNode } from 'react';
import { buttonClass } from './buttons';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  title: string;
  /** What the action does, in the organiser's words. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  busyLabel?: string;
  tone: 'success' | 'danger';
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be taken back: Cancel, or the action itself. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  tone,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={buttonClass[tone]} disabled={busy} onClick={onConfirm}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
