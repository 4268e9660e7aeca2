import { useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import { MapPinIcon } from '../../components/icons';
import { ArrowRightIcon } from '../../components/content-icons';
import type { ProgramDay, ProgramDayText } from '../../content/program';
import { useLocalizedPath } from '../../i18n/language';

const partBadgeClasses = {
  morning: 'bg-amber-100 text-amber-900',
  afternoon: 'bg-sky-100 text-sky-900',
  evening: 'bg-indigo-100 text-indigo-900',
  allDay: 'bg-emerald-100 text-emerald-900',
} as const;

/** One day of the programme with its sessions by part of the day. */
export function ProgramDayCard({
  day,
  text,
}: {
  day: ProgramDay;
  text: ProgramDayText | undefined;
}) {
  const { t } = useTranslation('program');
  const to = useLocalizedPath();
  const parts = t('parts', { returnObjects: true }) as Record<string, string>;
  const siteKinds = t('siteKinds', { returnObjects: true }) as Record<string, string>;
  const headingId = `day-${day.day}-heading`;
  const inTheField = day.sessions.some((session) => session.sites);
  return (
    <article
      id={`day-${day.day}`}
      aria-labelledby={headingId}
      className="scroll-mt-28 overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200"
    >
      <header
        className={`flex flex-wrap items-baseline gap-x-4 gap-y-1 px-5 py-4 text-white sm:px-6 ${
          inTheField ? 'bg-emerald-800' : 'bg-brand-900'
        }`}
      >
        <h2 id={headingId} className="text-2xl font-extrabold">
          {t('dayNumber', { number: day.day })}
        </h2>
        <p className="font-semibold">
          <time dateTime={day.date}>{text?.dateLabel}</time>
        </p>
        <p className="w-full text-brand-100">{text?.theme}</p>
      </header>
      <ol className="divide-y divide-slate-200">
        {day.sessions.map((session, index) => {
          const sessionText = text?.sessions[index];
          return (
            <li
              key={`${session.part}-${index}`}
              className="grid gap-2 px-5 py-5 sm:grid-cols-[8rem_1fr] sm:gap-6 sm:px-6"
            >
              <p>
                <span
                  className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${partBadgeClasses[session.part]}`}
                >
                  {parts[session.part]}
                </span>
              </p>
              <div>
                <h3 className="text-lg font-bold text-brand-900">{sessionText?.title}</h3>
                <p className="mt-1 text-slate-700">{sessionText?.description}</p>
                {session.sites && (
                  <ul aria-label={t('sitesVisited')} className="mt-3 flex flex-wrap gap-2">
                    {session.sites.map((site) => (
                      <li
                        key={site.id}
                        className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm text-emerald-900 ring-1 ring-emerald-200"
                      >
                        <MapPinIcon size={16} />
                        {site.name}
                        <span className="sr-only">
                          {t('siteKind', { kind: siteKinds[site.id] })}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                {session.link && (
                  <Link
                    to={to(session.link)}
                    className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {sessionText?.linkLabel}
                    <ArrowRightIcon size={16} />
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </article>
  );
}
