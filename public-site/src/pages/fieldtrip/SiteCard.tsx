import { useTranslation } from 'react-i18next';
import { edition } from '@caawg11/conference';
import { MapPinIcon } from '../../components/icons';
import { calendarDay } from '../../content/calendar';
import type { FieldTripSite } from '../../content/fieldtrip';
import { ImageWithFallback } from '../gallery/ImageWithFallback';

interface SiteTexts {
  name: string;
  label: string;
  location: string;
  description: string;
  alt: string;
}

const tripDayKeys = { 1: 'tripDays.first', 2: 'tripDays.second', 3: 'tripDays.third' } as const;

/** The calendar day of a day of the trip: day 1 is the trip's first day. */
function dayOfTrip(tripDay: FieldTripSite['tripDay']): Date {
  const day = calendarDay(edition.fieldTrip.startDate);
  day.setUTCDate(day.getUTCDate() + tripDay - 1);
  return day;
}

export function SiteCard({ site }: { site: FieldTripSite }) {
  const { t } = useTranslation('fieldtrip');
  const texts = (t('sites', { returnObjects: true }) as Record<string, SiteTexts | undefined>)[
    site.id
  ];
  const headingId = `site-${site.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200"
    >
      <ImageWithFallback
        src={site.image.src}
        alt={texts?.alt ?? ''}
        width={site.image.width}
        height={site.image.height}
        loading="lazy"
        className="aspect-[3/2] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-xs font-bold tracking-wide uppercase">
          <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-emerald-900">
            {texts?.label}
          </span>
          <span className="text-slate-600">
            {t(tripDayKeys[site.tripDay], { on: dayOfTrip(site.tripDay) })}
          </span>
        </p>
        <h3 id={headingId} className="mt-3 text-lg font-bold text-brand-900">
          {texts?.name}
        </h3>
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
          <MapPinIcon size={16} className="shrink-0" />
          {texts?.location}
        </p>
        <p className="mt-3 text-slate-700">{texts?.description}</p>
      </div>
    </article>
  );
}
