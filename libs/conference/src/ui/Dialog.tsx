import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type RefObject,
  type SyntheticEvent,
} from 'react';

/** A dialog must have an accessible name: the id of its visible title, or a label. */
type DialogName =
  | { 'aria-labelledby': string; 'aria-label'?: never }
  | { 'aria-label': string; 'aria-labelledby'?: never };

export type DialogProps = DialogName & {
  /** Called on Escape, on the browser's own close request and, if enabled, on a backdrop click. */
  onClose: () => void;
  children: ReactNode;
  /** The app's styling of the <dialog> element itself; `::backdrop` classes included. */
  className?: string;
  id?: string;
  'aria-describedby'?: string;
  /** The element to focus on opening; the first focusable element inside otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes back to on closing; the element focused when it opened otherwise. */
  returnFocusTo?: HTMLElement | null;
  /** Close on a click on the dialog element itself (its backdrop or its own padding). */
  closeOnBackdropClick?: boolean;
  ref?: Ref<HTMLDialogElement>;
};

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    // tabindex="-1" takes an element out of the Tab order, whatever its kind.
    (element) => element.tabIndex >= 0 && !element.closest('[hidden],[inert]'),
  );
}

/**
 * Stops the page behind the dialog from scrolling while it is open, and puts back whatever
 * overflow and padding the body had. The padding stands in for the scrollbar that disappears,
 * so the page does not jump sideways.
 */
function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  const previousOverflow = body.style.overflow;
  const previousPaddingRight = body.style.paddingRight;
  const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  return () => {
    body.style.overflow = previousOverflow;
    body.style.paddingRight = previousPaddingRight;
  };
}

/**
 * A modal dialog on the native <dialog> element, open while it is mounted. The browser puts it
 * above everything and makes the page behind inert; on top of that the page does not scroll,
 * Tab and Shift+Tab wrap around inside it (the browser would let focus out to its own toolbar),
 * Escape closes it, and focus returns to what opened it. It brings no styling of its own.
 */
export function Dialog({
  onClose,
  children,
  className,
  initialFocus,
  returnFocusTo,
  closeOnBackdropClick = false,
  ref,
  ...attributes
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const unmounting = useRef(false);
  const latest = useRef({ onClose, initialFocus, returnFocusTo });
  useImperativeHandle(ref, () => dialogRef.current as HTMLDialogElement, []);

  useEffect(() => {
    latest.current = { onClose, initialFocus, returnFocusTo };
  });

  // Before the first paint, so the dialog never shows as an ordinary element of the page.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    unmounting.current = false;
    const active = document.activeElement;
    const opener = latest.current.returnFocusTo ?? (active instanceof HTMLElement ? active : null);
    // jsdom has no showModal; an open attribute is what it renders.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    const unlockScroll = lockBodyScroll();
    const first = latest.current.initialFocus?.current ?? focusableWithin(dialog)[0] ?? dialog;
    first.focus();
    return () => {
      unmounting.current = true;
      if (typeof dialog.close === 'function') {
        if (dialog.open) dialog.close();
      } else {
        dialog.removeAttribute('open');
      }
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const root = event.currentTarget;
    if (event.key === 'Escape') {
      // Handled here rather than left to the browser's cancel event, which it may refuse to let
      // the page prevent and which jsdom never sends.
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableWithin(root);
    const firstItem = items[0];
    const lastItem = items.at(-1);
    if (!firstItem || !lastItem) {
      event.preventDefault();
      root.focus();
      return;
    }
    const current = document.activeElement;
    const outside = current === root || !root.contains(current);
    if (event.shiftKey && (current === firstItem || outside)) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && current === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  // The browser's close request when focus is not inside (or the Android back gesture).
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  // The browser may also close the dialog without asking (a second close request in a row with
  // no click or key press in between); the app then has to hear of it to unmount the dialog.
  // A close event still queued from an earlier close() finds the dialog open again when React's
  // development double mount has reopened it; only a dialog that stays closed was closed.
  const onClosed = () => {
    if (!unmounting.current && !dialogRef.current?.open) onClose();
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
  };

  return (
    // Pointer users get the backdrop click; keyboard users have Escape and the close control.
    <dialog
      ref={dialogRef}
      aria-modal="true"
      tabIndex={-1}
      className={className}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onClosed}
      onClick={onClick}
      {...attributes}
    >
      {children}
    </dialog>
  );
}
