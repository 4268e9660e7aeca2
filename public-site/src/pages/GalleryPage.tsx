import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uiTimingsMs } from '@caawg11/conference';
import {
  photosFor,
  type GalleryFilter,
  type GalleryPhoto,
  type GalleryPhotoText,
} from '../content/gallery';
import { GalleryFilterBar } from './gallery/GalleryFilterBar';
import { Lightbox } from './gallery/Lightbox';
import { PhotoCard } from './gallery/PhotoCard';
import { useDelayedFilter } from './gallery/useDelayedFilter';

/** How many prints load eagerly: the first rows, visible without scrolling on most screens. */
const eagerPhotoCount = 4;

// A cork texture from gradients alone: no image request for the background.
const corkBackground = {
  backgroundColor: '#c79a6b',
  backgroundImage:
    'radial-gradient(circle at 20% 30%, rgba(120,72,32,.35) 1px, transparent 2px), radial-gradient(circle at 70% 60%, rgba(255,236,200,.35) 1px, transparent 2px), radial-gradient(circle at 40% 80%, rgba(90,50,20,.3) 1.5px, transparent 2.5px)',
  backgroundSize: '13px 13px, 17px 17px, 23px 23px',
};

interface OpenPhoto {
  photo: GalleryPhoto;
  opener: HTMLButtonElement;
}

export function GalleryPage() {
  const { t } = useTranslation('gallery');
  const filter = useDelayedFilter<GalleryFilter>('all', uiTimingsMs.galleryFilterDelay);
  const [open, setOpen] = useState<OpenPhoto | null>(null);
  const filterLabels = t('filters', { returnObjects: true }) as Record<GalleryFilter, string>;
  const texts = t('photos', { returnObjects: true }) as Record<string, GalleryPhotoText>;
  const photos = photosFor(filter.shown).map((photo) => ({ ...photo, ...texts[photo.id] }));

  return (
    <main className="flex-1 bg-stone-50 pt-24 pb-16">
      <div className="mx-auto max-w-6xl px-4">
        <header className="mb-8 text-center">
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{t('title')}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700">{t('intro')}</p>
        </header>

        <GalleryFilterBar chosen={filter.chosen} onChoose={filter.choose} />

        <p aria-live="polite" className="mt-4 text-center text-sm text-slate-700">
          {filter.loading
            ? ''
            : t('showing', { count: photos.length, filter: filterLabels[filter.shown] })}
        </p>

        <section
          aria-label={t('board')}
          aria-busy={filter.loading}
          style={corkBackground}
          className="mt-4 min-h-80 overflow-x-clip rounded-lg border-8 border-[#7a4b25] p-3 shadow-inner sm:border-[14px] sm:p-8"
        >
          {filter.loading ? (
            <div role="status" className="flex min-h-72 flex-col items-center justify-center gap-3">
              <span
                aria-hidden="true"
                className="h-12 w-12 animate-spin rounded-full border-4 border-white/60 border-t-brand-900"
              />
              <span className="rounded bg-white/90 px-3 py-1 text-sm font-medium text-brand-900">
                {t('loading')}
              </span>
            </div>
          ) : (
            <ul className="grid grid-flow-row-dense grid-cols-2 items-start gap-4 sm:grid-cols-3 sm:gap-8 lg:grid-cols-4">
              {photos.map((photo, index) => (
                <li
                  key={photo.id}
                  className={photo.featured ? 'col-span-2 sm:row-span-2' : undefined}
                >
                  <PhotoCard
                    photo={photo}
                    eager={index < eagerPhotoCount}
                    onOpen={(chosen, opener) => setOpen({ photo: chosen, opener })}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {open && (
        <Lightbox
          image={{ ...open.photo.large, alt: open.photo.alt }}
          caption={open.photo.caption}
          badge={filterLabels[open.photo.category]}
          returnFocusTo={open.opener}
          onClose={() => setOpen(null)}
        />
      )}
    </main>
  );
}
