import { useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import { ArrowRightIcon } from '../components/content-icons';
import { editionDates } from '../content/edition-dates';
import { speakers, type SpeakerProfile } from '../content/speakers';
import { useLocalizedPath } from '../i18n/language';
import { ComingSoonCard } from './speakers/ComingSoonCard';
import { InvitedSpeakers } from './speakers/InvitedSpeakers';
import { ProgrammePresenters } from './speakers/ProgrammePresenters';
import { SpeakerCard } from './speakers/SpeakerCard';

/** Portraits in the first row load at once; the rest wait until they scroll near. */
const eagerPortraitCount = 4;

export function SpeakersPage() {
  const { t } = useTranslation('speakers');
  const to = useLocalizedPath();
  const registrationPath = to('/registration');
  const programPath = to('/program');
  const profiles = t('profiles', { returnObjects: true }) as Record<string, SpeakerProfile>;
  return (
    <main className="flex-1 bg-slate-50">
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 px-4 pt-28 pb-14 text-center text-white">
        <p className="text-sm font-bold tracking-wider text-accent-400 uppercase">
          {t('hero.eyebrow', editionDates)}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold sm:text-5xl">{t('hero.title')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{t('hero.lead')}</p>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12">
        <p className="mx-auto mb-8 max-w-3xl rounded-lg bg-amber-50 px-4 py-3 text-center text-sm text-amber-900 ring-1 ring-amber-200">
          {t('notice')}
        </p>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {speakers.map((speaker, index) => (
            <li key={speaker.id} className="flex">
              <SpeakerCard
                speaker={speaker}
                profile={profiles[speaker.id]}
                eager={index < eagerPortraitCount}
              />
            </li>
          ))}
          <li className="flex">
            <ComingSoonCard />
          </li>
        </ul>
        <InvitedSpeakers />
        <ProgrammePresenters />
      </div>

      <section
        aria-labelledby="speakers-next-steps"
        className="bg-brand-900 px-4 py-12 text-center text-white"
      >
        <h2 id="speakers-next-steps" className="text-2xl font-bold">
          {t('nextSteps.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-brand-100">{t('nextSteps.text')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-4">
          <Link
            to={registrationPath}
            className="inline-flex items-center gap-2 rounded-full bg-accent-500 px-6 py-3 font-semibold text-brand-900 shadow hover:bg-accent-400"
          >
            {t('nextSteps.register')}
            <ArrowRightIcon size={18} />
          </Link>
          <Link
            to={programPath}
            className="inline-flex items-center gap-2 rounded-full border-2 border-white px-6 py-3 font-semibold text-white hover:bg-white hover:text-brand-900"
          >
            {t('nextSteps.viewProgram')}
          </Link>
        </div>
      </section>
    </main>
  );
}
