import { useTranslation } from 'react-i18next';
import heroBackgroundUrl from '../../assets/home/hero-background.svg';

export function AboutHero() {
  const { t } = useTranslation('about');
  return (
    <section
      aria-labelledby="about-title"
      className="relative isolate overflow-hidden bg-brand-900 pt-32 pb-20 text-white"
    >
      <img
        src={heroBackgroundUrl}
        alt=""
        width={1600}
        height={900}
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
      />
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <p className="inline-block rounded-full bg-accent-500 px-4 py-1 text-sm font-bold text-brand-900">
          {t('hero.badge')}
        </p>
        <h1 id="about-title" className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mt-5 text-lg text-brand-100">{t('hero.lead')}</p>
      </div>
    </section>
  );
}
