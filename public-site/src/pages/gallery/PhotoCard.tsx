import type { CSSProperties, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FrameStyle, GalleryPhoto, PhotoDecoration } from '../../content/gallery';
import { ImageWithFallback } from './ImageWithFallback';

const frameClasses: Record<FrameStyle, { frame: string; caption: string; image: string }> = {
  polaroid: {
    frame: 'bg-white p-2 pb-3 shadow-lg',
    caption: 'text-slate-800 font-medium pt-2',
    image: '',
  },
  classic: {
    frame: 'bg-white p-3 shadow-md ring-1 ring-slate-300',
    caption: 'text-slate-700 pt-2',
    image: 'ring-1 ring-slate-200',
  },
  vintage: {
    frame: 'bg-[#f6ecd4] p-3 shadow-md ring-1 ring-amber-300',
    caption: 'text-[#5b3a12] italic pt-2',
    image: 'sepia-[.3]',
  },
  modern: {
    frame: 'bg-slate-900 p-1.5 shadow-xl',
    caption: 'text-white px-1 pt-2 pb-1',
    image: '',
  },
};

/** The small things that hold a print to the board; purely decorative. */
function Decoration({ kind }: { kind: PhotoDecoration }) {
  switch (kind) {
    case 'tape':
      return (
        <span className="absolute -top-3 left-1/2 h-6 w-20 -translate-x-1/2 -rotate-3 bg-amber-100/80 shadow-sm" />
      );
    case 'washi':
      return (
        <span className="absolute -top-2 -left-4 h-6 w-20 -rotate-[35deg] bg-[repeating-linear-gradient(45deg,#f472b6_0_6px,#fbcfe8_6px_12px)] opacity-90 shadow-sm" />
      );
    case 'pin':
      return (
        <span className="absolute -top-2 left-1/2 h-5 w-5 -translate-x-1/2 rounded-full bg-gradient-to-br from-red-400 to-red-700 shadow-[2px_3px_3px_rgba(0,0,0,0.4)]" />
      );
    case 'clip':
      return (
        <span className="absolute -top-4 left-1/2 h-8 w-10 -translate-x-1/2 rounded-sm border-4 border-slate-500 border-b-0 bg-slate-300/60 shadow" />
      );
    case 'corners':
      return (
        <>
          <span className="absolute -top-1 -left-1 h-5 w-5 bg-[linear-gradient(135deg,#1f2937_50%,transparent_50%)]" />
          <span className="absolute -top-1 -right-1 h-5 w-5 bg-[linear-gradient(225deg,#1f2937_50%,transparent_50%)]" />
          <span className="absolute -bottom-1 -left-1 h-5 w-5 bg-[linear-gradient(45deg,#1f2937_50%,transparent_50%)]" />
          <span className="absolute -right-1 -bottom-1 h-5 w-5 bg-[linear-gradient(315deg,#1f2937_50%,transparent_50%)]" />
        </>
      );
  }
}

interface PhotoCardProps {
  photo: GalleryPhoto;
  /** The first photos are above the fold on most screens, so they load at once. */
  eager: boolean;
  onOpen: (photo: GalleryPhoto, opener: HTMLButtonElement) => void;
}

/** One print pinned to the cork board; the picture is a button that opens the lightbox. */
export function PhotoCard({ photo, eager, onOpen }: PhotoCardProps) {
  const { t } = useTranslation('gallery');
  const loading = eager ? 'eager' : 'lazy';
  const sizes = photo.featured
    ? '(min-width: 1024px) 560px, (min-width: 640px) 66vw, 100vw'
    : '(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw';
  const classes = frameClasses[photo.style];
  const tilt = { '--tilt': `${photo.rotation}deg` } as CSSProperties;
  return (
    <figure
      style={tilt}
      data-frame={photo.style}
      data-decoration={photo.decoration}
      className={`relative rotate-(--tilt) transition-transform duration-200 focus-within:z-10 focus-within:rotate-0 hover:z-10 hover:rotate-0 motion-safe:hover:scale-[1.03] ${classes.frame}`}
    >
      <span aria-hidden="true">
        <Decoration kind={photo.decoration} />
      </span>
      {photo.featured && (
        <span className="absolute top-3 right-3 z-10 rounded bg-brand-900 px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
          {t('featured')}
        </span>
      )}
      <button
        type="button"
        onClick={(event: MouseEvent<HTMLButtonElement>) => onOpen(photo, event.currentTarget)}
        className="block w-full cursor-zoom-in focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-accent-700"
      >
        <ImageWithFallback
          src={photo.src}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          loading={loading}
          srcSet={`${photo.src} ${photo.width}w, ${photo.large.src} ${photo.large.width}w`}
          sizes={sizes}
          className={`block aspect-[4/3] h-auto w-full object-cover ${classes.image}`}
        />
      </button>
      <figcaption className={`text-center text-xs leading-snug sm:text-sm ${classes.caption}`}>
        {photo.caption}
      </figcaption>
    </figure>
  );
}
