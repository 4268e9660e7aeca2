import { useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import { earlyBirdEndsAt } from '@caawg11/conference';
import { outlineBrandButton, primaryButton } from '../components/buttonStyles';
import { SubthemeCard } from '../components/SubthemeCard';
import { CalendarIcon, ClockIcon } from '../components/icons';
import { editionDates } from '../content/edition-dates';
import { subthemes } from '../content/subthemes';
import { useClock } from '../hooks/useClock';
import { useLocalizedPath } from '../i18n/language';

export function SubthemesPage() {
  const { t } = useTranslation('subthemes');
  const to = useLocalizedPath();
  const registrationPath = to('/registration');
  const abstractsPath = to('/abstracts');
  const clock = useClock();
  // The early bird offer runs to the end of 31 July; then registration simply stays open.
  const earlyBirdRuns = clock.now().getTime() < earlyBirdEndsAt.getTime();
  return (
    <main className="flex-1 bg-gray-50">
      <section
        aria-labelledby="subthemes-page-title"
        className="bg-brand-900 pt-32 pb-16 text-white"
      >
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
          <p className="text-sm font-bold tracking-wider text-accent-400 uppercase">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="subthemes-page-title"
            className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-4 text-lg text-brand-100">
            {t('hero.lead', { number: subthemes.length })}
          </p>
          <Link to={registrationPath} className={`${primaryButton} mt-8`}>
            {t('actions.register')}
          </Link>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_320px]">
        <ul className="grid gap-6 md:grid-cols-2" aria-label={t('listLabel')}>
          {subthemes.map((subtheme) => (
            <li key={subtheme.title}>
              <SubthemeCard subtheme={subtheme} headingLevel={2} />
            </li>
          ))}
        </ul>
        <aside
          aria-labelledby="subthemes-panel-title"
          className="lg:sticky lg:top-28 lg:self-start"
        >
          <div className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 id="subthemes-panel-title" className="text-xl font-bold text-brand-900">
              {t('panel.title')}
            </h2>
            <p
              data-testid="subthemes-panel-status"
              className="mt-4 flex items-center gap-2 rounded-lg bg-accent-500/15 px-3 py-2 font-semibold text-accent-700"
            >
              <ClockIcon size={18} className="shrink-0" />
              {earlyBirdRuns ? t('panel.earlyBirdEnds', editionDates) : t('panel.registrationOpen')}
            </p>
            <dl className="mt-5 space-y-3 text-sm">
              <div>
                <dt className="flex items-center gap-2 text-gray-600">
                  <CalendarIcon size={18} className="shrink-0 text-brand-700" />
                  {t('panel.abstractDeadline')}
                </dt>
                <dd className="ml-[26px] font-semibold text-gray-900">
                  {t('panel.abstractDeadlineDate', editionDates)}
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 text-gray-600">
                  <CalendarIcon size={18} className="shrink-0 text-brand-700" />
                  {t('panel.conference')}
                </dt>
                <dd className="ml-[26px] font-semibold text-gray-900">
                  {t('panel.conferenceDatesAndPlace', editionDates)}
                </dd>
              </div>
            </dl>
            <div className="mt-6 grid gap-3">
              <Link to={registrationPath} className={primaryButton}>
                {t('actions.register')}
              </Link>
              <Link to={abstractsPath} className={outlineBrandButton}>
                {t('actions.submitAbstract')}
              </Link>
            </div>
          </div>
        </aside>
      </div>
    </main>
  );
}
