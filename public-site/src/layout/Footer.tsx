import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import {
  conferenceDayOf,
  deadlines,
  edition,
  mailboxes,
  phones,
  socialLinks,
} from '@caawg11/conference';
import logoUrl from '../assets/logo.svg';
import { CalendarIcon } from '../components/icons';
import {
  FacebookIcon,
  LinkedInIcon,
  MailIcon,
  PhoneIcon,
  WhatsAppIcon,
} from '../components/content-icons';
import { useClock } from '../hooks/useClock';
import { useLocalizedPath } from '../i18n/language';
import { quickLinks } from './navigation';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function whatsAppHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="mb-4 text-base font-bold text-white">{children}</h2>;
}

const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const dayBefore = (day: Date) => new Date(day.getTime() - 24 * 60 * 60 * 1000);

/**
 * The footer's Important Dates (libs/conference `footerImportantDates`, whose English the
 * `footer` catalogue repeats word for word), with the days other languages format with Intl.
 */
const importantDates = [
  {
    key: 'footer:dates.abstractDeadline',
    days: { date: utcDay(deadlines.abstractSubmission) },
  },
  { key: 'footer:dates.acceptance', days: { date: utcDay(deadlines.acceptanceNotification) } },
  { key: 'footer:dates.anniversary', days: { date: utcDay(edition.startDate) } },
  {
    key: 'footer:dates.conference',
    days: { from: utcDay(edition.startDate), to: dayBefore(utcDay(edition.fieldTrip.startDate)) },
  },
  {
    key: 'footer:dates.fieldTrip',
    days: { from: utcDay(edition.fieldTrip.startDate), to: utcDay(edition.fieldTrip.endDate) },
  },
] as const;

const socialClass =
  'inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-500 hover:text-brand-900';

/** What the footer holds; the layout draws the `<footer>` landmark around it. */
export function FooterContent() {
  const { t } = useTranslation(['common', 'footer']);
  const localized = useLocalizedPath();
  // The year where the conference is, which the pre-render's server and the visitor's browser
  // agree on whatever their own time zones.
  const year = conferenceDayOf(useClock().now()).slice(0, 4);
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Link to={localized('/')} className="inline-flex items-center gap-3 rounded-md">
            <img src={logoUrl} alt="" width={48} height={48} className="h-12 w-12" loading="lazy" />
            <span className="text-lg font-extrabold text-white">
              {edition.shortName} {edition.year}
            </span>
          </Link>
          <p className="mt-4 text-sm leading-relaxed">{t('footer:mission')}</p>
          <ul className="mt-5 flex gap-3" aria-label={t('footer:followUs')}>
            <li>
              <a
                href={socialLinks.facebook}
                className={socialClass}
                aria-label={t('footer:facebook')}
                target="_blank"
                rel="noopener noreferrer"
              >
                <FacebookIcon size={18} />
              </a>
            </li>
            <li>
              <a
                href={socialLinks.linkedin}
                className={socialClass}
                aria-label={t('footer:linkedIn')}
                target="_blank"
                rel="noopener noreferrer"
              >
                <LinkedInIcon size={18} />
              </a>
            </li>
            <li>
              <a
                href={`mailto:${mailboxes.secretariat}`}
                className={socialClass}
                aria-label={t('footer:emailSecretariat', { address: mailboxes.secretariat })}
              >
                <MailIcon size={18} />
              </a>
            </li>
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="mb-4 text-base font-bold text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="space-y-2 text-sm">
            {quickLinks.map((item) => (
              <li key={item.to}>
                <Link to={localized(item.to)} className="hover:text-accent-400 hover:underline">
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <FooterHeading>{t('footer.contact')}</FooterHeading>
          <ul className="space-y-3 text-sm">
            <li className="flex items-start gap-2">
              <MailIcon size={18} className="mt-0.5 shrink-0 text-accent-400" />
              <a href={`mailto:${mailboxes.secretariat}`} className="break-all hover:underline">
                {mailboxes.secretariat}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <PhoneIcon size={18} className="mt-0.5 shrink-0 text-accent-400" />
              <span>
                <span className="sr-only">{t('footer:phone')}</span>
                <a href={telHref(phones.main)} className="hover:underline">
                  {phones.main}
                </a>
              </span>
            </li>
            <li className="flex items-start gap-2">
              <WhatsAppIcon size={18} className="mt-0.5 shrink-0 text-accent-400" />
              <span>
                {t('footer:whatsApp')}{' '}
                {phones.whatsapp.map((phone, index) => (
                  <span key={phone}>
                    {index > 0 && ', '}
                    <a href={whatsAppHref(phone)} className="hover:underline">
                      {phone}
                    </a>
                  </span>
                ))}
              </span>
            </li>
          </ul>
        </div>

        <div>
          <FooterHeading>{t('footer.importantDates')}</FooterHeading>
          <ul className="space-y-3 text-sm">
            {importantDates.map(({ key, days }) => (
              <li key={key} className="flex items-start gap-2">
                <CalendarIcon size={18} className="mt-0.5 shrink-0 text-accent-400" />
                <span>
                  <span className="font-semibold text-white">{t(`${key}.date`, days)}</span>
                  <span className="block">{t(`${key}.event`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs sm:px-6">
          {t('footer:copyright', {
            year,
            associationName: edition.associationName,
            associationShortName: edition.associationShortName,
          })}{' '}
          <Link to={localized('/privacy')} className="underline hover:text-accent-400">
            {t('footer:privacyNotice')}
          </Link>
        </p>
      </div>
    </>
  );
}
