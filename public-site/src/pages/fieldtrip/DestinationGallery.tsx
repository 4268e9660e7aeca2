import { useState } from 'react';
import { destinationGallery, type DestinationPhoto } from '../../content/fieldtrip';
import { ImageWithFallback } from '../gallery/ImageWithFallback';
import { Lightbox } from '../gallery/Lightbox';

interface OpenPhoto {
  photo: DestinationPhoto;
  opener: HTMLButtonElement;
}

/** Scenes of Western Uganda; each opens larger in the same lightbox as the gallery. */
export function DestinationGallery() {
  const [open, setOpen] = useState<OpenPhoto | null>(null);
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
                  alt={photo.alt}
                  width={photo.thumbnail.width}
                  height={photo.thumbnail.height}
                  loading="lazy"
                  className="h-auto w-full transition-transform duration-300 motion-safe:hover:scale-105"
                />
              </button>
              <figcaption className="mt-2 text-sm text-slate-700">{photo.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {open && (
        <Lightbox
          image={{ ...open.photo.large, alt: open.photo.alt }}
          caption={open.photo.caption}
          badge="Western Uganda"
          returnFocusTo={open.opener}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
