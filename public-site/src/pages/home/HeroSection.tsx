import { useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import badgeUrl from '../../assets/home/badge-30-years.svg';
import heroBackgroundUrl from '../../assets/home/hero-background.svg';
import { CalendarIcon, MapPinIcon } from '../../components/icons';
import { outlineLightButton, primaryButton } from '../../components/buttonStyles';
import { editionDates } from '../../content/edition-dates';
import { useLocalizedPath } from '../../i18n/language';

export function HeroSection() {
  const { t } = useTranslation('home');
  const to = useLocalizedPath();
  const registrationPath = to('/registration');
  const programPath = to('/program');
  return (
    <section
      aria-labelledby="home-title"
      className="relative isolate flex min-h-[640px] items-center overflow-hidden bg-brand-900 pt-28 pb-20 text-white lg:min-h-screen"
    >
      <img
        src={heroBackgroundUrl}
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/90 via-brand-900/60 to-transparent"
      />
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
        <div className="max-w-3xl">
          <img
            src={badgeUrl}
            alt={t('hero.badgeAlt')}
            width={112}
            height={112}
            className="h-24 w-24 drop-shadow-lg sm:h-28 sm:w-28"
          />
          <p className="mt-6 text-sm font-bold tracking-wider text-accent-400 uppercase">
            {t('hero.eyebrow')}
          </p>
          <h1 id="home-title" className="mt-3 text-3xl font-extrabold tracking-tight sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 text-lg text-brand-100 sm:text-xl">{t('hero.theme')}</p>
          <ul className="mt-6 flex flex-col gap-3 text-base font-semibold sm:flex-row sm:gap-8">
            <li className="flex items-center gap-2">
              <CalendarIcon className="text-accent-400" />
              {t('edition.dates', editionDates)}
            </li>
            <li className="flex items-center gap-2">
              <MapPinIcon className="text-accent-400" />
              {t('edition.venue')}
            </li>
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={registrationPath} className={primaryButton}>
              {t('actions.register')}
            </Link>
            <Link to={programPath} className={outlineLightButton}>
              {t('actions.viewProgram')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
