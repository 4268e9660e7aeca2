import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from '../../components/content-icons';

/** A link that opens another site in a new tab, and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  className = '',
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('venue');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center gap-1.5 font-semibold ${className}`}
    >
      {children}
      <ExternalLinkIcon size={16} />
      <span className="sr-only">{t('opensInNewTab')}</span>
    </a>
  );
}
