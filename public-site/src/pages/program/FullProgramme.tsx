import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  subthemeTitles,
  type PublishedDay,
  type PublishedSession,
  type PublishedTalk,
} from '@caawg11/conference';
import { apiBase } from '@caawg11/conference/http';
import { useDayLabel, usePublishedProgramme } from './published-programme';

export const wholeProgrammeCalendar = `${apiBase}/programme.ics`;

export function sessionCalendar(id: string): string {
  return `${apiBase}/programme/sessions/${encodeURIComponent(id)}.ics`;
}

function matches(session: PublishedSession, subtheme: string, words: string[]): boolean {
  if (subtheme && session.subtheme !== subtheme) return false;
  if (words.length === 0) return true;
  const text = [
    session.title,
    session.room,
    session.chair ?? '',
    session.subtheme,
    ...session.talks.flatMap((talk) => [
      talk.title,
      talk.presenter,
      talk.reference,
      ...talk.authors.flatMap((author) => [author.name, author.affiliation]),
    ]),
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

/** A subtheme's title in the page's language; the api's English value is the filter's value. */
function useSubthemeTitle(): (subtheme: string) => string {
  const { t } = useTranslation('program');
  const titles = t('subthemeTitles', { returnObjects: true }) as string[];
  return (subtheme) => {
    const index = subthemeTitles.findIndex((title) => title === subtheme);
    return titles[index] ?? subtheme;
  };
}

/**
 * A talk's authors in order, the presenter marked; a programme published before authors were
 * kept names its presenter alone.
 */
function TalkAuthors({ talk }: { talk: PublishedTalk }) {
  const { t } = useTranslation('program');
  if (talk.authors.length === 0) {
    return <span className="block break-words text-slate-600">{talk.presenter}</span>;
  }
  const affiliations = [...new Set(talk.authors.map((author) => author.affiliation))];
  return (
    <span className="block break-words text-slate-600">
      {talk.authors.map((author, index) => (
        <span key={`${author.name}-${index}`}>
          {index > 0 && ', '}
          {author.presenting ? (
            <strong className="font-semibold text-slate-800">
              {author.name} <span className="font-normal">({t('full.presenting')})</span>
            </strong>
          ) : (
            author.name
          )}
        </span>
      ))}
      <span className="block text-xs text-slate-500">{affiliations.join('; ')}</span>
    </span>
  );
}

function SessionBlock({ session }: { session: PublishedSession }) {
  const { t } = useTranslation('program');
  const subthemeTitle = useSubthemeTitle();
  const kinds = t('full.kinds', { returnObjects: true }) as Record<string, string>;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="break-inside-avoid rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <p className="text-sm font-semibold text-brand-700">
        <time>{session.start}</time>–<time>{session.end}</time> · {kinds[session.kind]}
      </p>
      <h4 id={headingId} className="mt-1 text-lg font-bold break-words text-slate-900">
        {session.title}
      </h4>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('full.room')}</dt>
        <dd className="break-words">{session.room}</dd>
        {session.chair && (
          <>
            <dt className="font-semibold">{t('full.chair')}</dt>
            <dd className="break-words">{session.chair}</dd>
          </>
        )}
        <dt className="font-semibold">{t('full.subtheme')}</dt>
        <dd className="break-words">{subthemeTitle(session.subtheme)}</dd>
      </dl>
      {session.talks.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
          {session.talks.map((talk) => (
            <li key={talk.reference} className="py-2 text-sm">
              {talk.start && talk.end && (
                <span className="mr-2 font-semibold whitespace-nowrap text-slate-600">
                  {talk.start}–{talk.end}
                </span>
              )}
              <span className="font-medium break-words text-slate-900">{talk.title}</span>
              <TalkAuthors talk={talk} />
            </li>
          ))}
        </ul>
      )}
      <a
        href={sessionCalendar(session.id)}
        download
        aria-label={t('full.addToCalendarFor', { title: session.title })}
        className="mt-3 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 print:hidden"
      >
        {t('full.addToCalendar')}
      </a>
    </section>
  );
}

function Programme({ days }: { days: PublishedDay[] }) {
  const { t } = useTranslation('program');
  const dayLabel = useDayLabel();
  const subthemeTitle = useSubthemeTitle();
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const [subtheme, setSubtheme] = useState('');
  const [search, setSearch] = useState('');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const subthemes = useMemo(
    () =>
      [...new Set(days.flatMap((day) => day.sessions.map((session) => session.subtheme)))].sort(),
    [days],
  );
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);

  const choose = (index: number) => {
    setSelected(index);
    tabs.current[index]?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = days.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <>
      <div className="mb-6 grid gap-4 sm:grid-cols-2 print:hidden">
        <div className="min-w-0">
          <label
            htmlFor={`${baseId}-subtheme`}
            className="block text-sm font-semibold text-slate-800"
          >
            {t('full.subtheme')}
          </label>
          <select
            id={`${baseId}-subtheme`}
            value={subtheme}
            onChange={(event) => setSubtheme(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">{t('full.allSubthemes')}</option>
            {subthemes.map((title) => (
              <option key={title} value={title}>
                {subthemeTitle(title)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label
            htmlFor={`${baseId}-search`}
            className="block text-sm font-semibold text-slate-800"
          >
            {t('full.search')}
          </label>
          <input
            id={`${baseId}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('full.searchPlaceholder')}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          />
        </div>
      </div>

      <div
        role="tablist"
        aria-label={t('full.days')}
        className="mb-6 flex flex-wrap gap-2 print:hidden"
      >
        {days.map((day, index) => (
          <button
            key={day.date}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onTabKey}
            className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 ${
              index === selected
                ? 'bg-brand-900 text-white ring-brand-900'
                : 'bg-white text-brand-900 ring-slate-300 hover:bg-brand-50'
            }`}
          >
            {dayLabel(day.date)}
          </button>
        ))}
      </div>

      {days.map((day, index) => {
        const sessions = day.sessions.filter((session) => matches(session, subtheme, words));
        return (
          <div
            key={day.date}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            // The other days are there for print only.
            aria-hidden={index === selected ? undefined : true}
            className={`space-y-4 ${index === selected ? '' : 'hidden print:block'} print:mb-8`}
          >
            <h3 className="text-xl font-extrabold text-brand-900">
              <time dateTime={day.date}>{dayLabel(day.date)}</time>
            </h3>
            {sessions.length === 0 ? (
              <p className="text-sm text-slate-600">{t('full.noMatch')}</p>
            ) : (
              sessions.map((session) => <SessionBlock key={session.id} session={session} />)
            )}
          </div>
        );
      })}
    </>
  );
}

/** The published programme below the outline, or a sentence saying it is not out yet. */
export function FullProgramme() {
  const { t } = useTranslation('program');
  const query = usePublishedProgramme();
  const programme = query.data;
  return (
    <section aria-labelledby="full-programme-heading" className="mt-16">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="full-programme-heading" className="text-2xl font-extrabold text-brand-900">
          {t('full.title')}
        </h2>
        {programme?.publishedAt && programme.days.length > 0 && (
          <a
            href={wholeProgrammeCalendar}
            download
            className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 print:hidden"
          >
            {t('full.downloadAll')}
          </a>
        )}
      </div>
      {query.isPending ? (
        <p role="status" className="text-slate-600">
          {t('full.loading')}
        </p>
      ) : query.isError ? (
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          <p>{t('full.loadFailed')}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-2 font-semibold underline"
          >
            {t('full.tryAgain')}
          </button>
        </div>
      ) : !programme?.publishedAt || programme.days.length === 0 ? (
        <p className="rounded-xl bg-white p-5 text-slate-700 ring-1 ring-slate-200">
          {t('full.notPublished')}
        </p>
      ) : (
        <Programme days={programme.days} />
      )}
    </section>
  );
}
