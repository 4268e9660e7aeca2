import { useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import conferenceArtUrl from '../../assets/about/eleventh-conference.svg';
import { brandButton } from '../../components/buttonStyles';
import { CheckCircleIcon } from '../../components/content-icons';
import { editionDates } from '../../content/edition-dates';
import { useLocalizedPath } from '../../i18n/language';

export function EleventhConferenceSection() {
  const { t } = useTranslation('about');
  const programPath = useLocalizedPath()('/program');
  const paragraphs = [t('eleventh.gathering', editionDates), t('eleventh.anniversary')];
  const highlights = t('eleventh.highlights', {
    returnObjects: true,
    anniversary: editionDates.start,
  }) as string[];
  const objectives = t('eleventh.objectives', { returnObjects: true }) as string[];
  return (
    <section aria-labelledby="eleventh-title" className="bg-brand-50/60 py-20">
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">
            {t('eleventh.eyebrow')}
          </p>
          <h2
            id="eleventh-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl"
          >
            {t('eleventh.title')}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-gray-700">
              {paragraph}
            </p>
          ))}
          <ul className="mt-6 space-y-2">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex gap-2 text-gray-800">
                <CheckCircleIcon size={20} className="mt-0.5 shrink-0 text-brand-700" />
                {highlight}
              </li>
            ))}
          </ul>
          <Link to={programPath} className={`${brandButton} mt-8`}>
            {t('eleventh.viewProgram')}
          </Link>
        </div>
        <div>
          <img
            src={conferenceArtUrl}
            alt={t('eleventh.imageAlt')}
            width={800}
            height={600}
            loading="lazy"
            className="h-auto w-full rounded-2xl shadow-lg"
          />
          <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
            <h3 className="text-xl font-bold text-brand-900">{t('eleventh.objectivesTitle')}</h3>
            <ol className="mt-4 space-y-3">
              {objectives.map((objective, index) => (
                <li key={objective} className="flex gap-3 text-gray-800">
                  <span
                    aria-hidden="true"
                    className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent-500 text-sm font-bold text-brand-900"
                  >
                    {index + 1}
                  </span>
                  {objective}
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}
