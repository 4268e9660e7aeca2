import { useTranslation } from 'react-i18next';
import { galleryFilters, type GalleryFilter } from '../../content/gallery';

interface GalleryFilterBarProps {
  chosen: GalleryFilter;
  onChoose: (filter: GalleryFilter) => void;
}

/** Toggle buttons for the photo categories; the pressed one is the current filter. */
export function GalleryFilterBar({ chosen, onChoose }: GalleryFilterBarProps) {
  const { t } = useTranslation('gallery');
  const labels = t('filters', { returnObjects: true }) as Record<GalleryFilter, string>;
  return (
    <div role="group" aria-label={t('filterGroup')} className="flex flex-wrap justify-center gap-2">
      {galleryFilters.map((filter) => {
        const pressed = filter === chosen;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChoose(filter)}
            className={`rounded-full border-2 px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-accent-700 ${
              pressed
                ? 'border-brand-900 bg-brand-900 text-white'
                : 'border-brand-700 bg-white text-brand-900 hover:bg-brand-50'
            }`}
          >
            {labels[filter]}
          </button>
        );
      })}
    </div>
  );
}
