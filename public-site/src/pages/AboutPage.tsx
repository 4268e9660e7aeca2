import { useCallback, useState } from 'react';
import { MembershipFormModal } from '../forms/MembershipFormModal';
import { AboutHero } from './about/AboutHero';
import { CommunitySection } from './about/CommunitySection';
import { EleventhConferenceSection } from './about/EleventhConferenceSection';
import { ExpectSection } from './about/ExpectSection';
import { MissionSection } from './about/MissionSection';
import { PartnersSection } from './about/PartnersSection';
import { PastConferencesSection } from './about/PastConferencesSection';

export function AboutPage() {
  const [membershipOpen, setMembershipOpen] = useState(false);
  const closeMembership = useCallback(() => setMembershipOpen(false), []);
  return (
    <main className="flex-1">
      <AboutHero />
      <MissionSection />
      <EleventhConferenceSection />
      <ExpectSection />
      <PastConferencesSection />
      <CommunitySection onBecomeMember={() => setMembershipOpen(true)} />
      <PartnersSection />
      {membershipOpen && <MembershipFormModal onClose={closeMembership} />}
    </main>
  );
}
