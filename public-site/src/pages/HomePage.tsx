import { BelowTheFold, deferred } from '../components/deferred';
import { loadNamespaces } from '../i18n/i18n';
import { EarlyBirdBanner } from './home/EarlyBirdBanner';
import { HeroSection } from './home/HeroSection';

/**
 * The sections under the hero, fetched as the visitor scrolls towards them, so the first load
 * carries only what the first screen shows; their texts (and the subtheme cards') come with them.
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

export function HomePage() {
  return (
    <main className="flex-1">
      <HeroSection />
      <BelowTheFold content={homeSections} placeholderClassName="min-h-[150vh]" />
      <EarlyBirdBanner />
    </main>
  );
}
