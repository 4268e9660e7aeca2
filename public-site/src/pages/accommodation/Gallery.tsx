import { uiTimingsMs } from '@caawg11/conference';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  galleryImageSize,
  galleryImages,
  thumbnailSize,
  type GalleryImage,
} from '../../content/accommodation';
import { prefersReducedMotion } from '../../forms/scroll';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';

const controlClass =
  'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The apartment's photo gallery: advances every 5 seconds unless paused (and never by itself
 * for visitors who ask for reduced motion), with previous/next, a counter and a thumbnail
 * strip that scrolls 120 px per click.
 */
export function Gallery({ images = galleryImages }: { images?: readonly GalleryImage[] }) {
  const { t } = useTranslation('accommodation');
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // Until the visitor plays or pauses it, the slideshow follows their motion setting.
  const [playChosen, setPlayChosen] = useState<boolean>();
  const playing = playChosen ?? !reducedMotion;
  const strip = useRef<HTMLDivElement>(null);
  const count = images.length;

  const show = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  // Restarting the timer on every change gives each image its full 5 seconds.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => show(index + 1), uiTimingsMs.accommodationAutoAdvance);
    return () => clearTimeout(timer);
  }, [playing, index, show]);

  const scrollStrip = (direction: 1 | -1) => {
    strip.current?.scrollBy({
      left: direction * uiTimingsMs.thumbnailScrollPx,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  const current = images[index] ?? images[0];
  if (!current) return null;

  return (
    <section aria-roledescription="carousel" aria-label={t('gallery.label')} className="w-full">
      <figure className="relative overflow-hidden rounded-xl bg-gray-200 shadow-lg">
        <img
          src={current.src}
          alt={current.alt}
          width={galleryImageSize.width}
          height={galleryImageSize.height}
          className="aspect-[3/2] h-auto w-full object-cover"
        />
        <figcaption className="bg-brand-900 px-4 py-3 text-sm text-white sm:text-base">
          {current.caption}
        </figcaption>
        <div className="absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between sm:inset-x-4">
          <button
            type="button"
            className={controlClass}
            aria-label={t('gallery.previous')}
            onClick={() => show(index - 1)}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className={controlClass}
            aria-label={t('gallery.next')}
            onClick={() => show(index + 1)}
          >
            <Chevron direction="right" />
          </button>
        </div>
      </figure>

      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p aria-live={playing ? 'off' : 'polite'} className="text-sm font-medium text-gray-800">
          {t('gallery.counter', { position: index + 1, count })}
        </p>
        <button
          type="button"
          onClick={() => setPlayChosen(!playing)}
          className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {playing ? t('gallery.pause') : t('gallery.play')}
        </button>
      </div>

      <div className="mt-3 flex items-center gap-2">
        <button
          type="button"
          aria-label={t('gallery.scrollLeft')}
          className={`${controlClass} shrink-0 bg-white`}
          onClick={() => scrollStrip(-1)}
        >
          <Chevron direction="left" />
        </button>
        <div
          ref={strip}
          data-testid="thumbnail-strip"
          className="flex min-w-0 flex-1 gap-2 overflow-x-auto scroll-smooth py-1"
        >
          {images.map((image, position) => (
            <button
              key={image.src}
              type="button"
              onClick={() => show(position)}
              aria-label={t('gallery.showImage', {
                position: position + 1,
                caption: image.caption,
              })}
              aria-current={position === index ? 'true' : undefined}
              className={`shrink-0 overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                position === index ? 'border-accent-500' : 'border-transparent opacity-80'
              }`}
            >
              <img
                src={image.thumb}
                alt=""
                width={thumbnailSize.width}
                height={thumbnailSize.height}
                className="h-16 w-24 object-cover"
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          aria-label={t('gallery.scrollRight')}
          className={`${controlClass} shrink-0 bg-white`}
          onClick={() => scrollStrip(1)}
        >
          <Chevron direction="right" />
        </button>
      </div>
    </section>
  );
}
