import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import { CalendarIcon } from '../components/icons';
import { editionDates } from '../content/edition-dates';
import { programDates, programDays, type ProgramDayText } from '../content/program';
import { useLocalizedPath } from '../i18n/language';
import { ProgramDayCard } from './program/ProgramDayCard';

// The published programme and its query code load after the outline, which needs neither.
const FullProgramme = lazy(() =>
  import('./program/FullProgramme').then((module) => ({ default: module.FullProgramme })),
);

export function ProgramPage() {
  const { t } = useTranslation('program');
  const to = useLocalizedPath();
  const registrationPath = to('/registration');
  const fieldTripPath = to('/fieldtrip');
  const dayTexts = t('days', { returnObjects: true, ...programDates }) as ProgramDayText[];
  return (
    <main className="flex-1 bg-slate-50">
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 px-4 pt-28 pb-14 text-center text-white">
        <p className="text-sm font-bold tracking-wider text-accent-400 uppercase">
          {t('hero.eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold sm:text-5xl">{t('hero.title')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
          {t('hero.intro', editionDates)}
        </p>
      </section>

      <div className="mx-auto max-w-4xl px-4 py-12">
        <nav aria-label={t('dayNavigation')} className="mb-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {programDays.map((day, index) => (
              <li key={day.day}>
                <a
                  href={`#day-${day.day}`}
                  className="inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 shadow-sm ring-1 ring-slate-300 hover:bg-brand-50"
                >
                  <CalendarIcon size={16} />
                  {t('dayNumber', { number: day.day })}
                  <span className="sr-only">
                    {t('dayDate', { date: dayTexts[index]?.dateLabel })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <p className="mb-8 text-center text-sm text-slate-600">{t('timesNote')}</p>

        <div className="space-y-8">
          {programDays.map((day, index) => (
            <ProgramDayCard key={day.day} day={day} text={dayTexts[index]} />
          ))}
        </div>

        <Suspense
          fallback={
            <p role="status" className="mt-16 text-slate-600">
              {t('full.loading')}
            </p>
          }
        >
          <FullProgramme />
        </Suspense>

        <div className="mt-12 flex flex-wrap justify-center gap-4">
          <Link
            to={registrationPath}
            className="rounded-full bg-accent-500 px-6 py-3 font-semibold text-brand-900 shadow hover:bg-accent-400"
          >
            {t('actions.register')}
          </Link>
          <Link
            to={fieldTripPath}
            className="rounded-full border-2 border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-700 hover:text-white"
          >
            {t('actions.aboutFieldTrip')}
          </Link>
        </div>
      </div>
    </main>
  );
}
