import { SectionHeading } from '../../components/SectionHeading';
import { organizingCommittee, scientificCommittee } from '../../content/committees';
import { ScrollingMemberList } from './ScrollingMemberList';

export function OtherCommitteesSection() {
  return (
    <section aria-labelledby="committees-title" className="bg-brand-900 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="committees-title"
          light
          eyebrow="Across Africa and beyond"
          title="Other Committees"
        />
        <div className="grid gap-8 lg:grid-cols-2">
          <ScrollingMemberList
            id="organizing"
            title="Organizing Committee"
            members={organizingCommittee}
          />
          <ScrollingMemberList
            id="scientific"
            title="Scientific Committee"
            members={scientificCommittee}
          />
        </div>
      </div>
    </section>
  );
}
