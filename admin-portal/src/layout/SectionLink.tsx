import { NavLink } from '@caawg11/conference/routing';
import { InboxCountBadge } from '../sections/inboxes/inbox/InboxCountBadge';
import type { AdminSection } from './admin-sections';

interface SectionLinkProps {
  section: AdminSection;
  /** New records in the section's inbox, shown as a badge when there are any. */
  newCount: number;
  onNavigate: () => void;
}

export function SectionLink({ section, newCount, onNavigate }: SectionLinkProps) {
  const badgeId = section.inbox && newCount > 0 ? `new-${section.inbox}` : undefined;
  return (
    <NavLink
      to={section.to}
      end={section.end ?? false}
      onClick={onNavigate}
      // Named by the section alone; the badge describes it ('3 new').
      aria-label={badgeId ? section.label : undefined}
      aria-describedby={badgeId}
      className={({ isActive }) =>
        `flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${
          isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10'
        }`
      }
    >
      {section.label}
      {badgeId && <InboxCountBadge id={badgeId} count={newCount} />}
    </NavLink>
  );
}
