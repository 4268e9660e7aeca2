import { MapPinIcon } from '../../components/icons';
import type { FieldTripSite } from '../../content/fieldtrip';
import { ImageWithFallback } from '../gallery/ImageWithFallback';

const tripDayLabels = { 1: 'October 3', 2: 'October 4', 3: 'October 5' } as const;

export function SiteCard({ site }: { site: FieldTripSite }) {
  const headingId = `site-${site.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200"
    >
      <ImageWithFallback
        src={site.image.src}
        alt={site.image.alt}
        width={site.image.width}
        height={site.image.height}
        loading="lazy"
        className="aspect-[3/2] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-xs font-bold tracking-wide uppercase">
          <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-emerald-900">
            {site.label}
          </span>
          <span className="text-slate-600">{tripDayLabels[site.tripDay]}</span>
        </p>
        <h3 id={headingId} className="mt-3 text-lg font-bold text-brand-900">
          {site.name}
        </h3>
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
          <MapPinIcon size={16} className="shrink-0" />
          {site.location}
        </p>
        <p className="mt-3 text-slate-700">{site.description}</p>
      </div>
    </article>
  );
}
