import { useEffect, useState } from 'react';
import { sectionGroups, type SectionGroupId } from './admin-sections';

/** Where the browser keeps the groups an organiser closed, so the side bar stays as they left it. */
export const closedGroupsStorageKey = 'admin-sidebar-closed-groups';

function isSectionGroupId(value: unknown): value is SectionGroupId {
  return sectionGroups.some((group) => group.id === value);
}

function readClosedGroups(): SectionGroupId[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(closedGroupsStorageKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isSectionGroupId) : [];
  } catch {
    // A value from an older layout or edited by hand: start with every group open.
    return [];
  }
}

export interface SectionGroupsState {
  isOpen: (group: SectionGroupId) => boolean;
  toggle: (group: SectionGroupId) => void;
}

/**
 * Which groups of the side bar are open: every one until the organiser closes it, as they left
 * them on their last visit, and always the group of the page on screen, so the current section
 * is never hidden.
 */
export function useSectionGroupsState(
  pathname: string,
  currentGroup: SectionGroupId | undefined,
): SectionGroupsState {
  const [closed, setClosed] = useState<SectionGroupId[]>(() =>
    readClosedGroups().filter((group) => group !== currentGroup),
  );
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    if (currentGroup && closed.includes(currentGroup)) {
      setClosed(closed.filter((group) => group !== currentGroup));
    }
  }

  useEffect(() => {
    window.localStorage.setItem(closedGroupsStorageKey, JSON.stringify(closed));
  }, [closed]);

  return {
    isOpen: (group) => !closed.includes(group),
    toggle: (group) =>
      setClosed((previous) =>
        previous.includes(group)
          ? previous.filter((other) => other !== group)
          : [...previous, group],
      ),
  };
}
