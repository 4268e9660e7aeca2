import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../components/buttonStyles';
import { QuoteIcon } from '../../components/content-icons';

export function CommunitySection({ onBecomeMember }: { onBecomeMember: () => void }) {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="community-title" className="bg-brand-900 py-20 text-white">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <figure>
          <QuoteIcon size={40} className="mx-auto text-accent-400" />
          <blockquote className="mt-6 text-xl leading-relaxed font-medium sm:text-2xl">
            <p>{t('community.quote')}</p>
          </blockquote>
          <figcaption className="mt-4 text-brand-100">{t('community.author')}</figcaption>
        </figure>
        <h2 id="community-title" className="mt-14 text-3xl font-extrabold">
          {t('community.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{t('community.text')}</p>
        <button type="button" onClick={onBecomeMember} className={`${primaryButton} mt-8`}>
          {t('community.becomeMember')}
        </button>
      </div>
    </section>
  );
}
