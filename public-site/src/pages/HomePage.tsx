import { EarlyBirdBanner } from './home/EarlyBirdBanner';
import { HeroSection } from './home/HeroSection';
import { OtherCommitteesSection } from './home/OtherCommitteesSection';
import { SteeringCommitteeSection } from './home/SteeringCommitteeSection';
import { SubthemesSection } from './home/SubthemesSection';
import { TimelineSection } from './home/TimelineSection';
import { WelcomeSection } from './home/WelcomeSection';

export function HomePage() {
  return (
    <main className="flex-1">
      <HeroSection />
      <WelcomeSection />
      <SubthemesSection />
      <TimelineSection />
      <SteeringCommitteeSection />
      <OtherCommitteesSection />
      <EarlyBirdBanner />
    </main>
  );
}
