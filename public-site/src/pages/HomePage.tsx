import { useTranslation } from 'react-i18next';
import { BelowTheFold, deferred } from '../components/deferred';
import { loadNamespaces } from '../i18n/i18n';
import { EarlyBirdBanner } from './home/EarlyBirdBanner';
import { HeroSection } from './home/HeroSection';

/**
 * The sections under the hero, fetched as the visitor scrolls towards them (and only then: a
 * visitor who reads the first screen and goes on to register never downloads them), so the
 * first load carries only what the first screen shows; their texts (and the subtheme cards')
 * come with them.
 */
export const homeSections = deferred(async () => {
  const [
    { WelcomeSection },
    { SubthemesSection },
    { TimelineSection },
    { SteeringCommitteeSection },
    { OtherCommitteesSection },
  ] = await Promise.all([
    import('./home/WelcomeSection'),
    import('./home/SubthemesSection'),
    import('./home/TimelineSection'),
    import('./home/SteeringCommitteeSection'),
    import('./home/OtherCommitteesSection'),
    loadNamespaces(['homeSections', 'subthemes']),
  ]);
  return function HomeSections() {
    return (
      <>
        <WelcomeSection />
        <SubthemesSection />
        <TimelineSection />
        <SteeringCommitteeSection />
        <OtherCommitteesSection />
      </>
    );
  };
});

/** The sections' headings, in their order, while the sections themselves have not arrived. */
function SectionHeadings() {
  const { t } = useTranslation('home');
  return (
    <>
      <h2 className="sr-only">{t('sections.welcome')}</h2>
      <h2 className="sr-only">{t('sections.subthemes')}</h2>
      <h2 className="sr-only">{t('sections.timeline')}</h2>
      <h2 className="sr-only">{t('sections.steering')}</h2>
      <h2 className="sr-only">{t('sections.committees')}</h2>
    </>
  );
}

export function HomePage() {
  return (
    <main className="flex-1">
      <HeroSection />
      <BelowTheFold
        content={homeSections}
        placeholderClassName="min-h-[150vh]"
        outline={<SectionHeadings />}
      />
      <EarlyBirdBanner />
    </main>
  );
}
