import { Link } from '@caawg11/conference/routing';
import { edition } from '@caawg11/conference';
import logoUrl from '../assets/logo.svg';

/** The logo with the conference's number and year, linking home. */
export function SiteTitle({
  transparent,
  onNavigate,
}: {
  transparent: boolean;
  onNavigate?: () => void;
}) {
  return (
    <Link to="/" onClick={onNavigate} className="flex items-center gap-3 rounded-md">
      <img src={logoUrl} alt="" width={44} height={44} className="h-11 w-11 shrink-0" />
      <span className="leading-tight">
        <span
          className={`block text-lg font-extrabold tracking-tight ${transparent ? 'text-white' : 'text-brand-900'}`}
        >
          CAAWG {edition.number}
        </span>
        <span
          className={`block text-xs font-medium ${transparent ? 'text-brand-100' : 'text-gray-600'}`}
        >
          {edition.year} · {edition.venueCity}
        </span>
      </span>
    </Link>
  );
}
