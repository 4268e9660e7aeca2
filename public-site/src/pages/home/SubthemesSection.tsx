import { useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import { SectionHeading } from '../../components/SectionHeading';
import { SubthemeCard } from '../../components/SubthemeCard';
import { ArrowRightIcon } from '../../components/content-icons';
import { subthemes } from '../../content/subthemes';
import { useLocalizedPath } from '../../i18n/language';

export function SubthemesSection() {
  const { t } = useTranslation(['homeSections', 'home']);
  const to = useLocalizedPath();
  const subthemesPath = to('/subthemes');
  return (
    <section aria-labelledby="subthemes-title" className="bg-brand-50/60 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="subthemes-title"
          eyebrow={t('subthemes.eyebrow')}
          title={t('home:sections.subthemes')}
          lead={t('subthemes.lead', { number: subthemes.length })}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {subthemes.map((subtheme) => (
            <li key={subtheme.title}>
              <SubthemeCard subtheme={subtheme} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link
            to={subthemesPath}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            {t('subthemes.allInDetail')} <ArrowRightIcon size={18} />
          </Link>
        </p>
      </div>
    </section>
  );
}
