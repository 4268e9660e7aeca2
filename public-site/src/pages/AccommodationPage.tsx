import { useTranslation } from 'react-i18next';
import { deadlines, mailboxes } from '@caawg11/conference';
import { calendarDay } from '../content/calendar';
import { accommodationOptions } from '../content/accommodation';
import { BookingForm } from '../forms/BookingForm';
import { Gallery } from './accommodation/Gallery';
import { RoomTourVideo } from './accommodation/RoomTourVideo';

interface Step {
  title: string;
  text: string;
}

/** A decorative tick before each amenity, hidden from screen readers. */
const tick = '✓';

const dateKeys = ['dates.earlyBooking', 'dates.checkIn', 'dates.checkOut', 'dates.lateArrivals'];

export function AccommodationPage() {
  const { t } = useTranslation('accommodation');
  const logisticsEmail = mailboxes.logistics;
  return (
    <main className="flex-1 bg-gray-50 pt-24 pb-16">
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 py-12 text-white">
        <div className="mx-auto max-w-6xl px-4">
          <h1 className="text-3xl font-bold sm:text-5xl">{t('hero.title')}</h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-50">{t('hero.intro')}</p>
          <p className="mt-3 max-w-3xl text-brand-100">{t('hero.details')}</p>
          <a
            href="#booking-form"
            className="mt-6 inline-block rounded-md bg-accent-400 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('hero.bookingLink')}
          </a>
        </div>
      </section>

      <section aria-labelledby="gallery-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="gallery-heading" className="mb-6 text-2xl font-bold text-brand-900 sm:text-3xl">
          {t('galleryHeading')}
        </h2>
        <div className="grid gap-8 lg:grid-cols-5">
          <div className="min-w-0 lg:col-span-3">
            <Gallery />
          </div>
          <div className="space-y-6 lg:col-span-2">
            <RoomTourVideo />
            <section aria-labelledby="amenities-heading" className="rounded-xl bg-white p-6 shadow">
              <h3 id="amenities-heading" className="text-xl font-bold text-brand-900">
                {t('amenities.heading')}
              </h3>
              <ul className="mt-3 grid gap-2 text-sm text-gray-800 sm:grid-cols-2 lg:grid-cols-1">
                {(t('amenities.items', { returnObjects: true }) as string[]).map((amenity) => (
                  <li key={amenity} className="flex gap-2">
                    <span aria-hidden="true" className="font-bold text-brand-500">
                      {tick}
                    </span>
                    {amenity}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </section>

      <section aria-labelledby="options-heading" className="bg-brand-50 py-12">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="options-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {t('options.heading')}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {accommodationOptions.map((option) => (
              <li key={option.type} className="flex flex-col rounded-xl bg-white p-6 shadow">
                <h3 className="text-lg font-semibold text-brand-900">{t(`${option.key}.name`)}</h3>
                <p className="mt-2 text-3xl font-bold text-accent-700">
                  {t('options.price', { price: option.priceUsd })}
                  <span className="text-base font-medium text-gray-700">
                    {t('options.perNight')}
                  </span>
                </p>
                <p className="mt-3 text-gray-700">{t(`${option.key}.text`)}</p>
                <p className="mt-2 text-sm font-medium text-gray-800">
                  {t(`${option.key}.sleeps`)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="mx-auto mt-12 grid max-w-6xl gap-8 px-4 md:grid-cols-2">
        <section aria-labelledby="process-heading" className="rounded-xl bg-white p-6 shadow">
          <h2 id="process-heading" className="text-2xl font-bold text-brand-900">
            {t('process.heading')}
          </h2>
          <ol className="mt-4 space-y-4">
            {(t('process.steps', { returnObjects: true }) as Step[]).map((step, position) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {position + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-brand-900">
                    <span className="sr-only">{t('process.step', { number: position + 1 })}</span>
                    {step.title}
                  </h3>
                  <p className="text-gray-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="accommodation-dates" className="rounded-xl bg-white p-6 shadow">
          <h2 id="accommodation-dates" className="text-2xl font-bold text-brand-900">
            {t('dates.heading')}
          </h2>
          <dl className="mt-4 space-y-3">
            {dateKeys.map((key) => (
              <div key={key}>
                <dt className="font-semibold text-brand-900">{t(`${key}.title`)}</dt>
                <dd className="text-gray-700">
                  {t(`${key}.text`, { date: calendarDay(deadlines.earlyBirdLastDay) })}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <div className="mx-auto mt-12 grid max-w-6xl gap-8 px-4 lg:grid-cols-3">
        <section
          id="booking-form"
          aria-labelledby="booking-form-heading"
          className="scroll-mt-28 rounded-xl bg-white p-5 shadow sm:p-8 lg:col-span-2"
        >
          <h2 id="booking-form-heading" className="mb-6 text-2xl font-bold text-brand-900">
            {t('formHeading')}
          </h2>
          <BookingForm />
        </section>
        <div className="space-y-8">
          <section
            aria-labelledby="alternative-heading"
            className="rounded-xl border-l-4 border-accent-500 bg-white p-6 shadow"
          >
            <h2 id="alternative-heading" className="text-xl font-bold text-brand-900">
              {t('alternative.heading')}
            </h2>
            <p className="mt-2 text-gray-700">{t('alternative.text')}</p>
          </section>
          <section
            aria-labelledby="more-info-heading"
            className="rounded-xl bg-brand-900 p-6 text-white"
          >
            <h2 id="more-info-heading" className="text-xl font-bold">
              {t('moreInfo.heading')}
            </h2>
            <p className="mt-2 text-brand-100">{t('moreInfo.text')}</p>
            <a
              href={`mailto:${logisticsEmail}`}
              className="mt-4 inline-block rounded-md bg-accent-400 px-5 py-2.5 font-semibold break-all text-brand-900 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {logisticsEmail}
            </a>
          </section>
        </div>
      </div>
    </main>
  );
}
