import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import type { ResponsiveImage } from '../../content/gallery';
import { ImageWithFallback } from './ImageWithFallback';
import { useBodyScrollLock } from './useBodyScrollLock';

export interface LightboxProps {
  image: ResponsiveImage & { alt: string };
  caption: string;
  /** A short label shown as a badge, such as the photo's category. */
  badge: string;
  onClose: () => void;
  /** Where focus goes back to on close; by default the element focused when it opened. */
  returnFocusTo?: HTMLElement | null;
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A full-screen view of one image. It is a modal dialog: the page behind does not scroll,
 * Tab stays inside, Escape, the close button and a click on the dark backdrop close it, and
 * focus returns to where it came from.
 */
export function Lightbox({ image, caption, badge, onClose, returnFocusTo }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const captionId = useId();
  const onCloseRef = useRef(onClose);
  useBodyScrollLock();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const active = document.activeElement;
    const focusBack = returnFocusTo ?? (active instanceof HTMLElement ? active : null);
    closeButtonRef.current?.focus();
    // Listening on the document catches Escape even if focus somehow left the dialog.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      focusBack?.focus();
    };
  }, [returnFocusTo]);

  const keepTabInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(
      dialogRef.current.querySelectorAll<HTMLElement>(focusableSelector),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const closeOnBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    // The backdrop is a pointer convenience; keyboard users have Escape and the close button.
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={captionId}
      className="fixed inset-0 z-[100] flex items-center justify-center bg-black/90 p-4 sm:p-8"
      onClick={closeOnBackdrop}
      onKeyDown={keepTabInside}
    >
      <button
        ref={closeButtonRef}
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="absolute top-3 right-3 flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30 focus-visible:ring-4 focus-visible:ring-accent-400 focus-visible:outline-none sm:top-5 sm:right-5"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none">
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <figure className="flex max-h-full w-full max-w-5xl flex-col items-center">
        <ImageWithFallback
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          className="h-auto max-h-[75vh] w-auto max-w-full rounded object-contain shadow-2xl"
        />
        <figcaption className="mt-4 flex flex-wrap items-center justify-center gap-3 text-center text-white">
          <span className="rounded-full bg-accent-400 px-3 py-1 text-sm font-semibold text-brand-900">
            {badge}
          </span>
          <span id={captionId} className="text-base sm:text-lg">
            {caption}
          </span>
        </figcaption>
      </figure>
    </div>,
    document.body,
  );
}
