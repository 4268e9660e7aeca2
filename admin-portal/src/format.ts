import {
  conferenceTimeZone,
  defaultLanguage,
  languageNames,
  registrationPresentationLabels,
  type AdminRegistration,
  type Language,
  type RegistrationPresentationType,
} from '@caawg11/conference';

/** 'Dr. Amina Okello': title (or the free text given for Other), first and family name. */
export function registrantName(
  registration: Pick<AdminRegistration, 'title' | 'firstName' | 'familyName'> & {
    otherTitle?: string | null;
  },
): string {
  const title =
    registration.title === 'Other' ? (registration.otherTitle ?? '') : registration.title;
  return [title, registration.firstName, registration.familyName]
    .filter((part) => part && part.trim() !== '')
    .join(' ');
}

/**
 * 'Français': the language a visitor used on the site (and their e-mails are in), named in
 * itself; English when the record does not say.
 */
export function languageName(language: Language | undefined): string {
  return languageNames[language ?? defaultLanguage];
}

/** 'Presenter (Oral)' or 'Attendee'. */
export function participationLabel(
  registration: Pick<AdminRegistration, 'participationType' | 'presentationType'>,
): string {
  if (registration.participationType !== 'presenter') return 'Attendee';
  const type: RegistrationPresentationType | null = registration.presentationType;
  return type ? `Presenter (${registrationPresentationLabels[type]})` : 'Presenter';
}

export function formatDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: iso.length === 10 ? 'UTC' : undefined,
  });
}

/**
 * '$1,234.50 USD' from a decimal string the api summed ('1234.5', '-20.00'), without passing
 * the amount through floating point.
 */
export function formatUsdDecimal(amount: string): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', fraction = ''] = match;
  return `${sign}$${BigInt(whole).toLocaleString('en-US')}.${fraction.padEnd(2, '0')} USD`;
}

/** Rounded percent of a part in a whole; 0 for an empty whole. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/**
 * '25 Nov 2025, 14:05' in conference time, the clock the organisers work by and the audit
 * log's day filters use.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: conferenceTimeZone,
  });
}
