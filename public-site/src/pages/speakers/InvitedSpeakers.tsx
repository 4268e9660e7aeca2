import { useTranslation } from 'react-i18next';
import type { InvitedSpeaker } from '@caawg11/conference';
import { usePublicSpeakers } from './public-speakers';

/** The photo's box on the card; the photo itself is cropped to fill it. */
const photoSize = 320;

function InvitedSpeakerCard({ speaker }: { speaker: InvitedSpeaker }) {
  const { t } = useTranslation('speakers');
  const headingId = `invited-speaker-${speaker.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200"
    >
      {speaker.photoUrl && (
        <img
          src={speaker.photoUrl}
          alt={speaker.name}
          width={photoSize}
          height={photoSize}
          loading="lazy"
          className="aspect-square h-auto w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <h3 id={headingId} className="text-lg font-bold break-words text-brand-900">
          {speaker.name}
        </h3>
        <p className="text-sm break-words text-slate-600">{speaker.affiliation}</p>
        {speaker.topic && (
          <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm break-words text-brand-900">
            <span className="block text-xs font-bold tracking-wide text-accent-700 uppercase">
              {t('invited.topic')}
            </span>
            {speaker.topic}
          </p>
        )}
        {speaker.biography && (
          <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-700">
            {speaker.biography}
          </p>
        )}
      </div>
    </article>
  );
}

/**
 * The speakers the organisers invite, between the keynotes and the programme's presenters.
 * Loaded in the browser once the page is hydrated (a query does not run while pre-rendering), so
 * the static page holds the loading line; an empty list draws nothing.
 */
export function InvitedSpeakers() {
  const { t } = useTranslation('speakers');
  const query = usePublicSpeakers();
  if (query.isPending) {
    return (
      <p role="status" className="mt-16 text-slate-600">
        {t('invited.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="mt-16 rounded-lg bg-red-50 p-4 text-sm text-red-800">
        <p>{t('invited.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="mt-2 min-h-11 font-semibold underline"
        >
          {t('invited.tryAgain')}
        </button>
      </div>
    );
  }
  const { invited } = query.data;
  if (invited.length === 0) return null;
  return (
    <section aria-labelledby="invited-speakers-heading" className="mt-16">
      <h2 id="invited-speakers-heading" className="text-2xl font-extrabold text-brand-900">
        {t('invited.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('invited.lead')}</p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {invited.map((speaker) => (
          <li key={speaker.id} className="flex">
            <InvitedSpeakerCard speaker={speaker} />
          </li>
        ))}
      </ul>
    </section>
  );
}
