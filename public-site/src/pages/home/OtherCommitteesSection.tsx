import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/SectionHeading';
import { organizingCommittee, scientificCommittee } from '../../content/committees';
import { ScrollingMemberList } from './ScrollingMemberList';

export function OtherCommitteesSection() {
  const { t } = useTranslation(['homeSections', 'home']);
  return (
    <section aria-labelledby="committees-title" className="bg-brand-900 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="committees-title"
          light
          eyebrow={t('committees.eyebrow')}
          title={t('home:sections.committees')}
        />
        <div className="grid gap-8 lg:grid-cols-2">
          <ScrollingMemberList
            id="organizing"
            title={t('committees.organizing')}
            members={organizingCommittee}
          />
          <ScrollingMemberList
            id="scientific"
            title={t('committees.scientific')}
            members={scientificCommittee}
          />
        </div>
      </div>
    </section>
  );
}
