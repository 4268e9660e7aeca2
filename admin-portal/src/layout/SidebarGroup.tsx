import type { InboxCounts } from '@caawg11/conference';
import type { VisibleSectionGroup } from './admin-sections';
import { SectionLink } from './SectionLink';

interface SidebarGroupProps {
  group: VisibleSectionGroup;
  open: boolean;
  onToggle: () => void;
  inboxCounts: InboxCounts;
  onNavigate: () => void;
}

/** One job's sections under a heading that opens and closes them. */
export function SidebarGroup({
  group,
  open,
  onToggle,
  inboxCounts,
  onNavigate,
}: SidebarGroupProps) {
  const listId = `admin-group-${group.id}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-brand-100/80 hover:bg-white/10 hover:text-white"
      >
        {group.label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className={`h-4 w-4 shrink-0 transition-transform ${open ? 'rotate-90' : ''}`}
        >
          <path
            fillRule="evenodd"
            d="M7.2 14.8a.75.75 0 0 1 0-1.06L10.94 10 7.2 6.26a.75.75 0 1 1 1.06-1.06l4.27 4.27a.75.75 0 0 1 0 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0Z"
            clipRule="evenodd"
          />
        </svg>
      </button>
      <ul id={listId} hidden={!open} className="mb-2 space-y-1">
        {group.sections.map((section) => (
          <li key={section.to}>
            <SectionLink
              section={section}
              newCount={section.inbox ? (inboxCounts[section.inbox] ?? 0) : 0}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
