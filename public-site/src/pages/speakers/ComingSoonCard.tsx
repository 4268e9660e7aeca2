import { useTranslation } from 'react-i18next';
import { SparklesIcon } from '../../components/content-icons';

/** Holds the place of the speakers still to be announced. */
export function ComingSoonCard() {
  const { t } = useTranslation('speakers');
  return (
    <article
      aria-labelledby="more-speakers-heading"
      className="flex min-h-80 flex-col items-center justify-center rounded-2xl border-4 border-dashed border-brand-500 bg-brand-50 p-8 text-center"
    >
      <SparklesIcon size={48} className="text-brand-700" />
      <h2 id="more-speakers-heading" className="mt-4 text-xl font-bold text-brand-900">
        {t('comingSoon.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t('comingSoon.text')}</p>
    </article>
  );
}
