import { Link, Outlet } from 'react-router-dom';
import { edition } from '@caawg11/conference';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-white shadow">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
          <Link to="/" className="font-bold text-brand-900">
            CAAWG{edition.number} · {edition.year}
          </Link>
        </div>
      </header>
      <Outlet />
      <footer className="bg-brand-900 py-6 text-center text-sm text-white">
        © {new Date().getFullYear()} {edition.associationName}
      </footer>
    </div>
  );
}
