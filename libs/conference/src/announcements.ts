import { paymentStatuses, type PaymentStatus } from './choices.js';
import { participantCategories, type ParticipantCategory } from './fees.js';
import { languages, type Language } from './languages.js';
import { isProgrammeDay, type DraftSession } from './programme.js';
import { secretPlaceholderProblem } from './mail-log.js';
import { isBlank, type FormRules } from './rules.js';

/**
 * Who an announcement goes to. Registrations narrow by any of their filters (none: everyone
 * registered); presenters are the authors of accepted abstracts not withdrawn, narrowed to one
 * session or one day of the programme; reviewers and the team are the active accounts; members
 * are the approved membership applications.
 */
export const audienceKinds = [
  'registrations',
  'presenters',
  'reviewers',
  'team',
  'members',
] as const;
export type AudienceKind = (typeof audienceKinds)[number];

export const audienceKindLabels: Record<AudienceKind, string> = {
  registrations: 'Registered participants',
  presenters: 'Presenters of accepted abstracts',
  reviewers: 'Reviewers',
  team: 'Organisers’ team',
  members: 'Approved members',
};

export interface AnnouncementAudience {
  kind: AudienceKind;
  /** Registrations: any of these payment statuses; all when empty or absent. */
  paymentStatuses?: PaymentStatus[];
  /** Registrations: any of these registration types; all when empty or absent. */
  participantCategories?: ParticipantCategory[];
  /** Registrations: the country as registered; any when absent. */
  country?: string;
  /** Registrations: true for those who booked the field trip, false for those who did not. */
  fieldTrip?: boolean;
  /** Presenters: only those placed in this programme session. */
  sessionId?: string;
  /** Presenters: only those placed on this day of the programme (YYYY-MM-DD). */
  day?: string;
}

/**
 * A row of `GET /api/admin/announcements/sessions`: a draft programme session that presenters
 * can be narrowed to, because it holds at least one accepted talk not withdrawn.
 */
export type AudienceSession = Pick<DraftSession, 'id' | 'title' | 'day' | 'start' | 'end'>;

/** The text of an announcement in one language; `{{name}}` and the like are filled per person. */
export interface AnnouncementText {
  subject: string;
  body: string;
}

/** English always; French and Portuguese when written, English going where they are not. */
export type AnnouncementTexts = { en: AnnouncementText } & Partial<
  Record<Exclude<Language, 'en'>, AnnouncementText>
>;

/** The placeholders a text may use, with what each becomes for a recipient. */
export const announcementPlaceholders = {
  name: 'The recipient’s name',
  reference: 'The registration reference (registered participants only)',
  accessLink:
    'A fresh link to the recipient’s registration page (registered participants only; in the message, never the subject)',
} as const;
export type AnnouncementPlaceholder = keyof typeof announcementPlaceholders;

/** `POST /api/admin/announcements` and `.../preview`. */
export interface AnnouncementDraft {
  audience: AnnouncementAudience;
  texts: AnnouncementTexts;
  /**
   * About each recipient's own registration, payment, abstract or visa letter: goes to those who
   * unsubscribed too, and carries no unsubscribe link.
   */
  essential: boolean;
  /** ISO time to send at; absent to send now. */
  sendAt?: string;
}

/** One person the audience reaches, as the count's sample shows them. */
export interface AudienceMember {
  email: string;
  name: string;
  language: Language;
}

/** `POST /api/admin/announcements/audience`: who a draft's audience reaches now. */
export interface AudienceCount {
  /** Those it would be sent to. */
  count: number;
  /** Those the audience holds who unsubscribed, left out unless the announcement is essential. */
  unsubscribed: number;
  /** The first few recipients, by address. */
  sample: AudienceMember[];
}

/** The draft as one recipient in one language would receive it. */
export interface AnnouncementPreview {
  language: Language;
  /** Whether the text is the English one, sent because this language has none. */
  fallback: boolean;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export const announcementStatuses = ['scheduled', 'sending', 'sent'] as const;
/** scheduled: waits for its time; sending: the worker is writing its e-mails; sent: all written. */
export type AnnouncementStatus = (typeof announcementStatuses)[number];

/** How far the e-mails of an announcement have gone. */
export interface AnnouncementProgress {
  /** E-mails written so far, one per recipient. */
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
}

/** A row of `GET /api/admin/announcements`. */
export interface AnnouncementSummary {
  id: string;
  subject: string;
  audience: AnnouncementAudience;
  essential: boolean;
  languages: Language[];
  status: AnnouncementStatus;
  sendAt: string;
  createdBy: string;
  createdAt: string;
  /** Recipients who had unsubscribed and were left out. */
  leftOutUnsubscribed: number;
  progress: AnnouncementProgress;
}

/** An e-mail of an announcement that could not be sent. */
export interface AnnouncementFailure {
  email: string;
  attempts: number;
  lastError: string | null;
}

/** `GET /api/admin/announcements/:id`. */
export interface AnnouncementDetails extends AnnouncementSummary {
  texts: AnnouncementTexts;
  failures: AnnouncementFailure[];
}

export const announcementMessages = {
  loadFailed: 'Failed to load announcements',
  notFound: 'Announcement not found',
  created: 'Announcement saved',
  scheduled: 'Announcement scheduled',
  resent: 'The failed e-mails go out again',
  nothingToResend: 'This announcement has no failed e-mails',
  audienceKind: 'Please choose who the announcement goes to',
  paymentStatuses: 'Please choose payment statuses from the list',
  participantCategories: 'Please choose registration types from the list',
  country: 'Please enter a country of at most 100 characters',
  fieldTrip: 'Please choose whether the field trip was booked',
  sessionId: 'Please choose a session of the programme',
  day: 'Please choose a day of the programme',
  subjectRequired: 'Please enter the English subject',
  bodyRequired: 'Please enter the English message',
  subjectTooLong: 'The subject must be at most 200 characters',
  bodyTooLong: 'The message must be at most 20000 characters',
  translationIncomplete: 'Please enter both the subject and the message, or neither',
  unknownPlaceholder: 'Unknown placeholder',
  essential: 'Please choose whether the announcement is essential',
  sendAt: 'Please enter a valid time to send at',
  sendAtPast: 'The time to send at has passed',
} as const;

export const announcementSubjectMax = 200;
export const announcementBodyMax = 20_000;

const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders of a text that are not ones the announcement knows. */
export function unknownAnnouncementPlaceholders(text: string): string[] {
  return [...text.matchAll(placeholderPattern)]
    .map((match) => match[1] ?? '')
    .filter((name) => !Object.hasOwn(announcementPlaceholders, name));
}

/** A text with each known placeholder replaced by the recipient's value ('' where they have none). */
export function fillAnnouncement(
  text: string,
  values: Readonly<Partial<Record<AnnouncementPlaceholder, string>>>,
): string {
  return text.replace(placeholderPattern, (whole, name: string) =>
    Object.hasOwn(announcementPlaceholders, name)
      ? (values[name as AnnouncementPlaceholder] ?? '')
      : whole,
  );
}

/** The text a recipient of the language gets: theirs when written, English otherwise. */
export function announcementTextFor(
  texts: AnnouncementTexts,
  language: Language,
): { text: AnnouncementText; fallback: boolean } {
  const own = language === 'en' ? texts.en : texts[language];
  return own ? { text: own, fallback: false } : { text: texts.en, fallback: true };
}

/** The languages a draft has a text in, English first. */
export function announcementLanguages(texts: AnnouncementTexts): Language[] {
  return languages.filter((language) => language === 'en' || texts[language] !== undefined);
}

type Errors = Record<string, string>;

function checkText(text: unknown, prefix: string, required: boolean, errors: Errors): void {
  if (text === undefined || text === null) {
    if (required) {
      errors[`${prefix}.subject`] = announcementMessages.subjectRequired;
      errors[`${prefix}.body`] = announcementMessages.bodyRequired;
    }
    return;
  }
  const { subject, body } = text as Partial<Record<'subject' | 'body', unknown>>;
  const fields = [
    ['subject', subject, announcementSubjectMax, announcementMessages.subjectTooLong],
    ['body', body, announcementBodyMax, announcementMessages.bodyTooLong],
  ] as const;
  const blank = fields.map(([, value]) => isBlank(value));
  if (!required && blank.some(Boolean) && !blank.every(Boolean)) {
    errors[`${prefix}.${blank[0] ? 'subject' : 'body'}`] =
      announcementMessages.translationIncomplete;
    return;
  }
  for (const [field, value, max, tooLong] of fields) {
    const key = `${prefix}.${field}`;
    if (isBlank(value)) {
      if (required) {
        errors[key] =
          field === 'subject'
            ? announcementMessages.subjectRequired
            : announcementMessages.bodyRequired;
      }
    } else if (typeof value !== 'string') {
      errors[key] =
        field === 'subject'
          ? announcementMessages.subjectRequired
          : announcementMessages.bodyRequired;
    } else if (value.length > max) {
      errors[key] = tooLong;
    } else {
      const unknown = unknownAnnouncementPlaceholders(value);
      const secretLinkProblem = secretPlaceholderProblem(field, value);
      if (unknown.length > 0) {
        errors[key] = `${announcementMessages.unknownPlaceholder}: {{${unknown[0]}}}`;
      } else if (secretLinkProblem) {
        errors[key] = secretLinkProblem;
      }
    }
  }
}

function listOf<T extends string>(value: unknown, allowed: readonly T[]): boolean {
  return (
    value === undefined ||
    (Array.isArray(value) && value.every((item) => (allowed as readonly unknown[]).includes(item)))
  );
}

/** The problems of an audience, by field (`audience.kind`...); empty when it is fine. */
export function checkAnnouncementAudience(audience: unknown): Errors {
  const errors: Errors = {};
  const given = (audience ?? {}) as Record<string, unknown>;
  if (!(audienceKinds as readonly unknown[]).includes(given.kind)) {
    errors['audience.kind'] = announcementMessages.audienceKind;
    return errors;
  }
  if (!listOf(given.paymentStatuses, paymentStatuses)) {
    errors['audience.paymentStatuses'] = announcementMessages.paymentStatuses;
  }
  if (!listOf(given.participantCategories, participantCategories)) {
    errors['audience.participantCategories'] = announcementMessages.participantCategories;
  }
  if (
    given.country !== undefined &&
    (typeof given.country !== 'string' || given.country.length > 100)
  ) {
    errors['audience.country'] = announcementMessages.country;
  }
  if (given.fieldTrip !== undefined && typeof given.fieldTrip !== 'boolean') {
    errors['audience.fieldTrip'] = announcementMessages.fieldTrip;
  }
  if (
    given.sessionId !== undefined &&
    (typeof given.sessionId !== 'string' || !/^[1-9]\d{0,18}$/.test(given.sessionId))
  ) {
    errors['audience.sessionId'] = announcementMessages.sessionId;
  }
  if (given.day !== undefined && (typeof given.day !== 'string' || !isProgrammeDay(given.day))) {
    errors['audience.day'] = announcementMessages.day;
  }
  return errors;
}

/** The problems of the texts, by field (`texts.en.subject`...); empty when they are fine. */
export function checkAnnouncementTexts(texts: unknown): Errors {
  const errors: Errors = {};
  const given = (texts ?? {}) as Record<string, unknown>;
  for (const language of languages) {
    checkText(given[language], `texts.${language}`, language === 'en', errors);
  }
  return errors;
}

function isTime(value: unknown): boolean {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

/** The problems of a draft, by field; `now` rules out a time to send at that has passed. */
export function checkAnnouncementDraft(draft: unknown, now: Date): Errors {
  const given = (draft ?? {}) as Record<string, unknown>;
  const errors = {
    ...checkAnnouncementAudience(given.audience),
    ...checkAnnouncementTexts(given.texts),
  };
  if (typeof given.essential !== 'boolean') errors.essential = announcementMessages.essential;
  if (given.sendAt !== undefined) {
    if (!isTime(given.sendAt)) errors.sendAt = announcementMessages.sendAt;
    else if (isPastSendAt(given.sendAt as string, now)) {
      errors.sendAt = announcementMessages.sendAtPast;
    }
  }
  return errors;
}

/** A minute's grace: a time picked "now" in the form is a little behind by the time it arrives. */
export function isPastSendAt(sendAt: string, now: Date): boolean {
  return Date.parse(sendAt) < now.getTime() - 60_000;
}

function firstError(errors: Errors): string | null {
  return Object.values(errors)[0] ?? null;
}

/** The rules of each field of a draft, as the api's request class runs them. */
export const announcementDraftRules: FormRules<AnnouncementDraft> = {
  audience: (value) => firstError(checkAnnouncementAudience(value)),
  texts: (value) => firstError(checkAnnouncementTexts(value)),
  essential: (value) => (typeof value === 'boolean' ? null : announcementMessages.essential),
  sendAt: (value) =>
    value === undefined || value === null || isTime(value) ? null : announcementMessages.sendAt,
};
