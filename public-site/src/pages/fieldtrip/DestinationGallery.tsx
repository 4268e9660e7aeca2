import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { destinationGallery, type DestinationPhoto } from '../../content/fieldtrip';
import { ImageWithFallback } from '../gallery/ImageWithFallback';
import { Lightbox } from '../gallery/Lightbox';

interface OpenPhoto {
  photo: DestinationPhoto;
  opener: HTMLButtonElement;
}

/** Scenes of Western Uganda; each opens larger in the same lightbox as the gallery. */
type PhotoTexts = Record<string, { caption: string; alt: string } | undefined>;

export function DestinationGallery() {
  const { t } = useTranslation('fieldtrip');
  const photoTexts = t('gallery.photos', { returnObjects: true }) as PhotoTexts;
  const [open, setOpen] = useState<OpenPhoto | null>(null);
  const openTexts = open ? photoTexts[open.photo.id] : undefined;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {destinationGallery.map((photo) => (
          <li key={photo.id}>
            <figure>
              <button
                type="button"
                onClick={(event) => setOpen({ photo, opener: event.currentTarget })}
                className="block w-full cursor-zoom-in overflow-hidden rounded-xl"
              >
                <ImageWithFallback
                  src={photo.thumbnail.src}
                  alt={photoTexts[photo.id]?.alt ?? ''}
                  width={photo.thumbnail.width}
                  height={photo.thumbnail.height}
                  loading="lazy"
                  className="h-auto w-full transition-transform duration-300 motion-safe:hover:scale-105"
                />
              </button>
              <figcaption className="mt-2 text-sm text-slate-700">
                {photoTexts[photo.id]?.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {open && (
        <Lightbox
          image={{ ...open.photo.large, alt: openTexts?.alt ?? '' }}
          caption={openTexts?.caption ?? ''}
          badge={t('gallery.badge')}
          returnFocusTo={open.opener}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
