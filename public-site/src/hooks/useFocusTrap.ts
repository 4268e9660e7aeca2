import { useEffect, useRef, type RefObject } from 'react';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    // tabindex="-1" takes an element out of the Tab order, whatever its kind.
    (element) => element.tabIndex >= 0 && !element.closest('[hidden],[inert]'),
  );
}

export interface FocusTrapOptions {
  /** Called when Escape is pressed inside the trap. */
  onEscape?: () => void;
  /** The element to focus first; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * While `active`, keeps keyboard focus inside `container` (Tab and Shift+Tab wrap around),
 * closes on Escape, and on deactivation gives focus back to what had it before.
 * For dialogs, menus and lightboxes that cover the page.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions = {},
): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!active) return;
    const root = container.current;
    if (!root) return;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = latest.current.initialFocus?.current ?? focusableWithin(root)[0] ?? root;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && latest.current.onEscape) {
        event.stopPropagation();
        latest.current.onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(root);
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) {
        event.preventDefault();
        root.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === firstItem || !root.contains(current))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (current === lastItem || !root.contains(current))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [active, container]);
}
