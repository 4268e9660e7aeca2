import { Dialog } from '@caawg11/conference/dialog';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fullScreenDialogClass } from '../../components/dialogStyles';
import type { ResponsiveImage } from '../../content/gallery';
import { ImageWithFallback } from './ImageWithFallback';

export interface LightboxProps {
  image: ResponsiveImage & { alt: string };
  caption: string;
  /** A short label shown as a badge, such as the photo's category. */
  badge: string;
  onClose: () => void;
  /** Where focus goes back to on close; by default the element focused when it opened. */
  returnFocusTo?: HTMLElement | null;
}

/**
 * A full-screen view of one image. It is a modal dialog: the page behind does not scroll,
 * Tab stays inside, Escape, the close button and a click on the dark backdrop close it, and
 * focus returns to where it came from.
 */
export function Lightbox({ image, caption, badge, onClose, returnFocusTo }: LightboxProps) {
  // The field trip page opens it too: its control's name must not wait for the gallery's texts.
  const { t } = useTranslation('gallery', { useSuspense: false });
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const captionId = useId();

  return (
    <Dialog
      aria-labelledby={captionId}
      onClose={onClose}
      initialFocus={closeButtonRef}
      returnFocusTo={returnFocusTo}
      closeOnBackdropClick
      className={`${fullScreenDialogClass} flex items-center justify-center bg-black/90 p-4 sm:p-8`}
    >
      <button
        ref={closeButtonRef}
        type="button"
        onClick={onClose}
        aria-label={t('lightbox.close')}
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
    </Dialog>
  );
}
