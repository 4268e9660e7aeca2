import { useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import { edition } from '@caawg11/conference';
import { CalendarIcon } from '../components/icons';
import { ArrowRightIcon, CheckCircleIcon } from '../components/content-icons';
import { fieldTripDays } from '../content/calendar';
import { fieldTripPoster, fieldTripSites } from '../content/fieldtrip';
import { useLocalizedPath } from '../i18n/language';
import { DestinationGallery } from './fieldtrip/DestinationGallery';
import { SiteCard } from './fieldtrip/SiteCard';
import { ImageWithFallback } from './gallery/ImageWithFallback';

interface QuickFact {
  label: string;
  value: string;
  detail?: string;
}

export function FieldTripPage() {
  const { t } = useTranslation('fieldtrip');
  const registrationPath = useLocalizedPath()('/registration');
  const trip = edition.fieldTrip;
  const quickFacts: readonly QuickFact[] = [
    {
      label: t('facts.cost.label'),
      value: t('facts.cost.value', { price: trip.priceUsd }),
      detail: t('facts.cost.detail'),
    },
    { label: t('facts.sites.label'), value: t('facts.sites.value', { count: trip.sites }) },
    {
      label: t('facts.departs.label'),
      value: t('facts.departs.value', { at: fieldTripDays.departs }),
    },
    {
      label: t('facts.returns.label'),
      value: t('facts.returns.value', { at: fieldTripDays.returns }),
    },
    { label: t('facts.transport.label'), value: t('facts.transport.value') },
    {
      label: t('facts.accommodation.label'),
      value: t('facts.accommodation.value', { count: trip.accommodationNights }),
    },
    { label: t('facts.availability.label'), value: t('facts.availability.value') },
  ];
  return (
    <main className="flex-1 bg-white">
      <section className="bg-gradient-to-br from-emerald-900 via-brand-900 to-brand-700 px-4 pt-28 pb-14 text-center text-white">
        <p className="inline-flex items-center gap-2 text-sm font-bold tracking-wider text-accent-400 uppercase">
          <CalendarIcon size={18} />
          {t('hero.dates', fieldTripDays)}
        </p>
        <h1 className="mx-auto mt-2 max-w-4xl text-3xl font-extrabold sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-4 max-w-3xl text-lg text-brand-100">{t('hero.intro')}</p>
      </section>

      <section aria-label={t('overview.label')} className="px-4 py-14">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
              {t('overview.highlightsHeading')}
            </h2>
            <ul className="mt-5 space-y-3">
              {(t('overview.highlights', { returnObjects: true }) as string[]).map((highlight) => (
                <li key={highlight} className="flex gap-3 text-slate-700">
                  <CheckCircleIcon size={22} className="mt-0.5 shrink-0 text-emerald-700" />
                  <span>{highlight}</span>
                </li>
              ))}
            </ul>

            <h2 className="mt-10 text-2xl font-extrabold text-brand-900 sm:text-3xl">
              {t('overview.quickFactsHeading')}
            </h2>
            <dl className="mt-5 grid gap-3 sm:grid-cols-2">
              {quickFacts.map((fact) => (
                <div key={fact.label} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                  <dt className="text-sm font-semibold text-brand-700">{fact.label}</dt>
                  <dd className="mt-1 text-lg font-bold text-brand-900">
                    {fact.value}
                    {fact.detail && (
                      <span className="block text-sm font-normal text-slate-700">
                        {fact.detail}
                      </span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </div>

          <aside aria-label={t('reserve.label')} className="lg:sticky lg:top-28 lg:self-start">
            <ImageWithFallback
              src={fieldTripPoster.src}
              alt={t('reserve.posterAlt', fieldTripDays)}
              width={fieldTripPoster.width}
              height={fieldTripPoster.height}
              className="mx-auto h-auto w-full max-w-sm rounded-2xl shadow-xl"
            />
            <div className="mt-6 text-center">
              <Link
                to={registrationPath}
                className="inline-flex items-center gap-2 rounded-full bg-accent-500 px-8 py-4 text-lg font-bold text-brand-900 shadow-lg hover:bg-accent-400"
              >
                {t('reserve.link')}
                <ArrowRightIcon size={20} />
              </Link>
              <p className="mt-3 font-semibold text-accent-700">{t('reserve.slotsNote')}</p>
            </div>
          </aside>
        </div>
      </section>

      <section aria-labelledby="fieldtrip-places" className="bg-slate-50 px-4 py-14">
        <div className="mx-auto max-w-6xl">
          <h2 id="fieldtrip-places" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
            {t('places.heading', { count: trip.sites })}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {fieldTripSites.map((site) => (
              <li key={site.id}>
                <SiteCard site={site} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="fieldtrip-gallery" className="px-4 py-14">
        <div className="mx-auto max-w-6xl">
          <h2 id="fieldtrip-gallery" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
            {t('gallery.heading')}
          </h2>
          <p className="mt-2 mb-8 text-slate-700">{t('gallery.intro')}</p>
          <DestinationGallery />
        </div>
      </section>
    </main>
  );
}
