import type { ReactNode } from 'react';
import { BuildingIcon, PresentationIcon, UsersIcon } from '../../components/content-icons';
import type { FacilityIcon as FacilityIconName } from '../../content/venue';

/** Line icons in the style of components/icons for the facilities that set lacks. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width={28}
      height={28}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function FacilityIcon({ name }: { name: FacilityIconName }) {
  switch (name) {
    case 'presentation':
      return <PresentationIcon size={28} />;
    case 'users':
      return <UsersIcon size={28} />;
    case 'building':
      return <BuildingIcon size={28} />;
    case 'wifi':
      return (
        <LineIcon>
          <path d="M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M2 9a15 15 0 0 1 20 0" />
          <circle cx="12" cy="19.5" r="1" />
        </LineIcon>
      );
    case 'coffee':
      return (
        <LineIcon>
          <path d="M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V8zM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 2v3M12 2v3" />
        </LineIcon>
      );
    case 'bed':
      return (
        <LineIcon>
          <path d="M3 18V6M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11.5a1.5 1.5 0 1 0 0-.01" />
        </LineIcon>
      );
  }
}
