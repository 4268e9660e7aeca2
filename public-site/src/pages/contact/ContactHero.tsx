import { useTranslation } from 'react-i18next';

export function ContactHero() {
  const { t } = useTranslation('contact');
  return (
    <section aria-labelledby="contact-title" className="bg-brand-900 pt-32 pb-16 text-white">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h1 id="contact-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t('title')}
        </h1>
        <p className="mt-4 text-lg text-brand-100">{t('lead')}</p>
      </div>
    </section>
  );
}
