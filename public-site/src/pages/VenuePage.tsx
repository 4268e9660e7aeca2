import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import { edition, mailboxes } from '@caawg11/conference';
import { MapPinIcon } from '../components/icons';
import { ArrowRightIcon, CheckCircleIcon } from '../components/content-icons';
import { conferenceDays, fieldTripDays } from '../content/calendar';
import {
  eVisaPortal,
  externalMapLink,
  venueFacilities,
  venueMap,
  venuePhotos,
  venueTimeline,
} from '../content/venue';
import { useLocalizedPath } from '../i18n/language';
import { ImageWithFallback } from './gallery/ImageWithFallback';
import { ExternalLink } from './venue/ExternalLink';
import { FacilityIcon } from './venue/FacilityIcon';

type PhotoTexts = Record<string, { caption: string; alt: string } | undefined>;

/** The main photo's rendered width at each breakpoint, for the browser's srcset choice. */
const mainPhotoSizes = '(min-width: 1024px) 560px, 100vw';

function Section({
  id,
  title,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section aria-labelledby={id} className={`px-4 py-14 ${tinted ? 'bg-slate-50' : 'bg-white'}`}>
      <div className="mx-auto max-w-6xl">
        <h2 id={id} className="mb-8 text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function Fact({ value, label }: { value: string; label: string }) {
  return (
    <div className="rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100">
      <dt className="text-sm font-semibold text-brand-700">{label}</dt>
      <dd className="mt-1 text-xl font-extrabold text-brand-900">{value}</dd>
    </div>
  );
}

export function VenuePage() {
  const { t } = useTranslation('venue');
  const localizedPath = useLocalizedPath();
  const photoTexts = t('photos', { returnObjects: true }) as PhotoTexts;
  const [mainPhoto, ...otherPhotos] = venuePhotos;
  const venueName = t('venueName');
  const accommodationPath = localizedPath('/accommodation');
  const fieldTripPath = localizedPath('/fieldtrip');
  return (
    <main className="flex-1 bg-white">
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 px-4 pt-28 pb-14 text-center text-white">
        <p className="text-sm font-bold tracking-wider text-accent-400 uppercase">
          {t('hero.kicker', { shortName: edition.shortName, ...conferenceDays })}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold sm:text-5xl">{t('hero.title')}</h1>
        <p className="mt-4 inline-flex items-center gap-2 text-xl font-semibold">
          <MapPinIcon size={22} className="text-accent-400" />
          {venueName}
        </p>
      </section>

      <section aria-labelledby="venue-about" className="px-4 py-14">
        <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="venue-about" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
              {t('about.heading')}
            </h2>
            <p className="mt-4 text-lg text-slate-700">{t('about.intro')}</p>
          </div>
          {mainPhoto && (
            <figure>
              <ImageWithFallback
                src={mainPhoto.large.src}
                srcSet={`${mainPhoto.src} ${mainPhoto.width}w, ${mainPhoto.large.src} ${mainPhoto.large.width}w`}
                sizes={mainPhotoSizes}
                alt={photoTexts[mainPhoto.id]?.alt ?? ''}
                width={mainPhoto.large.width}
                height={mainPhoto.large.height}
                className="h-auto w-full rounded-2xl shadow-lg"
              />
              <figcaption className="mt-2 text-sm text-slate-600">
                {photoTexts[mainPhoto.id]?.caption}
              </figcaption>
            </figure>
          )}
        </div>
        <ul
          aria-label={t('about.photosLabel')}
          className="mx-auto mt-8 grid max-w-6xl gap-4 sm:grid-cols-3"
        >
          {otherPhotos.map((photo) => (
            <li key={photo.id}>
              <figure>
                <ImageWithFallback
                  src={photo.src}
                  alt={photoTexts[photo.id]?.alt ?? ''}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  className="h-auto w-full rounded-xl shadow"
                />
                <figcaption className="mt-2 text-sm text-slate-600">
                  {photoTexts[photo.id]?.caption}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <Section id="venue-facilities" title={t('facilities.heading')} tinted>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {venueFacilities.map((facility) => (
            <li
              key={facility.key}
              className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <span className="inline-flex rounded-lg bg-brand-50 p-2 text-brand-700">
                <FacilityIcon name={facility.icon} />
              </span>
              <h3 className="mt-3 text-lg font-bold text-brand-900">
                {t(`${facility.key}.title`)}
              </h3>
              <p className="mt-1 text-slate-700">{t(`${facility.key}.description`)}</p>
              {facility.icon === 'bed' && (
                <Link
                  to={accommodationPath}
                  className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
                >
                  {t('facilities.accommodationLink')}
                  <ArrowRightIcon size={16} />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="venue-accessibility" title={t('accessibility.heading')}>
        <ul className="grid gap-3 md:grid-cols-2">
          {(
            t('accessibility.points', {
              returnObjects: true,
              email: mailboxes.logistics,
            }) as string[]
          ).map((point) => (
            <li key={point} className="flex gap-3 text-slate-700">
              <CheckCircleIcon size={22} className="mt-0.5 shrink-0 text-brand-700" />
              <span className="min-w-0 break-words">{point}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="venue-timeline" title={t('timeline.heading')} tinted>
        <ol className="relative space-y-6 border-l-4 border-brand-100 pl-6">
          {venueTimeline.map((entry) => (
            <li key={entry.key} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[2.1rem] h-4 w-4 rounded-full border-4 border-white bg-accent-500 ring-2 ring-accent-500"
              />
              <p className="font-bold text-brand-900">
                <time dateTime={entry.date}>
                  {t(`${entry.key}.when`, { on: entry.day, at: entry.day })}
                </time>
              </p>
              <p className="text-slate-700">{t(`${entry.key}.event`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="venue-map" title={t('map.heading')}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
          <figure>
            <img
              src={venueMap.src}
              alt={t('map.alt')}
              width={venueMap.width}
              height={venueMap.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-2xl bg-slate-100 shadow ring-1 ring-slate-200"
            />
            <figcaption className="mt-2 text-sm text-slate-600">{t('map.description')}</figcaption>
          </figure>
          <div>
            <p className="text-lg font-semibold text-brand-900">{venueName}</p>
            <p className="mt-2 text-slate-700">{t('map.addressNote')}</p>
            <ExternalLink
              href={externalMapLink}
              className="mt-4 rounded-full bg-brand-700 px-5 py-3 text-white hover:bg-brand-900"
            >
              {t('map.externalLink')}
            </ExternalLink>
          </div>
        </div>
      </Section>

      <Section id="venue-travel" title={t('travel.heading')} tinted>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Fact label={t('travel.fromAirport')} value={t('travel.distanceValue')} />
          <Fact label={t('travel.drivingTime')} value={t('travel.drivingTimeValue')} />
          <Fact label={t('travel.taxiFare')} value={t('travel.taxiFareValue')} />
        </dl>
        <ul className="mt-8 space-y-3">
          {(t('travel.tips', { returnObjects: true }) as string[]).map((tip) => (
            <li key={tip} className="flex gap-3 text-slate-700">
              <CheckCircleIcon size={22} className="mt-0.5 shrink-0 text-brand-700" />
              <span>{tip}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="venue-visa" title={t('visa.heading')}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
          <ul className="space-y-3">
            {(t('visa.points', { returnObjects: true }) as string[]).map((point) => (
              <li key={point} className="flex gap-3 text-slate-700">
                <CheckCircleIcon size={22} className="mt-0.5 shrink-0 text-brand-700" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <div className="rounded-2xl bg-accent-400/20 p-6 ring-1 ring-accent-400">
            <p className="text-sm font-semibold text-brand-900">{t('visa.singleEntry')}</p>
            <p className="text-3xl font-extrabold text-brand-900">{t('visa.singleEntryFee')}</p>
            <ExternalLink
              href={eVisaPortal}
              className="mt-4 text-brand-900 underline underline-offset-4"
            >
              {t('visa.portalLink')}
            </ExternalLink>
          </div>
        </div>
      </Section>

      <Section id="venue-field-trip" title={t('fieldTrip.heading')} tinted>
        <p className="max-w-3xl text-lg text-slate-700">
          {t('fieldTrip.summary', {
            ...fieldTripDays,
            sites: edition.fieldTrip.sites,
            price: edition.fieldTrip.priceUsd,
          })}
        </p>
        <Link
          to={fieldTripPath}
          className="mt-6 inline-flex items-center gap-2 rounded-full bg-accent-500 px-6 py-3 font-semibold text-brand-900 shadow hover:bg-accent-400"
        >
          {t('fieldTrip.link')}
          <ArrowRightIcon size={18} />
        </Link>
      </Section>
    </main>
  );
}
