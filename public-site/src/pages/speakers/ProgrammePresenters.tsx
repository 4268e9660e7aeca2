import { useTranslation } from 'react-i18next';
import type { PublicPresenter, PublishedDay } from '@caawg11/conference';
import { useDayLabel, usePublishedProgramme } from '../program/published-programme';
import { usePublicSpeakers } from './public-speakers';

/** The photo's box on the card; the photo itself is cropped to fill it. */
const photoSize = 96;

/**
 * The biographies and photos presenters gave, by their talk's reference. Loaded in the browser
 * once the page is hydrated; while it loads, or when it fails, the cards show names and talks.
 */
function usePresenterProfiles(): Map<string, PublicPresenter> {
  const query = usePublicSpeakers();
  return new Map((query.data?.presenters ?? []).map((profile) => [profile.reference, profile]));
}

/** What a presenter gave with any of their talks: the first biography and the first photo. */
function profileOf(
  presenter: Presenter,
  profiles: Map<string, PublicPresenter>,
): { biography: string | null; photoUrl: string | null } {
  const given = presenter.talks.flatMap((talk) => profiles.get(talk.reference) ?? []);
  return {
    biography: given.find((profile) => profile.biography)?.biography ?? null,
    photoUrl: given.find((profile) => profile.photoUrl)?.photoUrl ?? null,
  };
}

interface PresentedTalk {
  reference: string;
  title: string;
  session: string;
  day: string;
  start: string;
  end: string;
  room: string;
}

interface Presenter {
  name: string;
  talks: PresentedTalk[];
}

/** Everyone who presents in the published programme, by name, each with their talks in order. */
export function presentersOf(days: readonly PublishedDay[]): Presenter[] {
  const byName = new Map<string, Presenter>();
  for (const day of days) {
    for (const session of day.sessions) {
      for (const talk of session.talks) {
        const key = talk.presenter.trim().toLocaleLowerCase();
        const presenter = byName.get(key) ?? { name: talk.presenter.trim(), talks: [] };
        presenter.talks.push({
          reference: talk.reference,
          title: talk.title,
          session: session.title,
          day: day.date,
          start: talk.start ?? session.start,
          end: talk.end ?? session.end,
          room: session.room,
        });
        byName.set(key, presenter);
      }
    }
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The presenters of the published programme's talks and posters, below the keynotes. */
export function ProgrammePresenters() {
  const { t } = useTranslation('speakers');
  const dayLabel = useDayLabel();
  const query = usePublishedProgramme();
  const profiles = usePresenterProfiles();
  const presenters = query.data?.publishedAt ? presentersOf(query.data.days) : [];
  return (
    <section aria-labelledby="programme-presenters-heading" className="mt-16">
      <h2 id="programme-presenters-heading" className="text-2xl font-extrabold text-brand-900">
        {t('presenters.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('presenters.lead')}</p>
      {query.isPending ? (
        <p role="status" className="mt-6 text-slate-600">
          {t('presenters.loading')}
        </p>
      ) : query.isError ? (
        <div role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-sm text-red-800">
          <p>{t('presenters.loadFailed')}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-2 min-h-11 font-semibold underline"
          >
            {t('presenters.tryAgain')}
          </button>
        </div>
      ) : presenters.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-5 text-slate-700 ring-1 ring-slate-200">
          {t('presenters.notPublished')}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {presenters.map((presenter) => {
            const { biography, photoUrl } = profileOf(presenter, profiles);
            return (
              <li key={presenter.name} className="flex">
                <article
                  aria-label={presenter.name}
                  className="flex w-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                >
                  <div className="flex items-center gap-4">
                    {photoUrl && (
                      <img
                        src={photoUrl}
                        alt={presenter.name}
                        width={photoSize}
                        height={photoSize}
                        loading="lazy"
                        className="h-24 w-24 shrink-0 rounded-full object-cover"
                      />
                    )}
                    <h3 className="text-lg font-bold break-words text-brand-900">
                      {presenter.name}
                    </h3>
                  </div>
                  {biography && (
                    <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-700">
                      {biography}
                    </p>
                  )}
                  <ul className="mt-3 space-y-3">
                    {presenter.talks.map((talk) => (
                      <li key={talk.reference} className="text-sm text-slate-700">
                        <span className="block font-semibold break-words text-slate-900">
                          {talk.title}
                        </span>
                        <span className="block break-words">{talk.session}</span>
                        <span className="block">
                          {t('presenters.when', {
                            day: dayLabel(talk.day),
                            start: talk.start,
                            end: talk.end,
                            room: talk.room,
                          })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
