import { edition } from './edition.js';
import { secretPlaceholderProblem } from './mail-log.js';
import { defaultLanguage, type Language } from './languages.js';
import type { NoticeText, NoticeTextKey } from './notice-text-keys.js';
import { translatedNoticeTexts } from './notice-texts-translations.js';

export interface NoticeTextDefinition extends NoticeText {
  label: string;
  /** Every placeholder the text may use, with what it stands for. */
  placeholders: Readonly<Record<string, string>>;
  /** Placeholders the text must keep: without them the e-mail would not say what it is for. */
  required: readonly string[];
}

const decisionPlaceholders = {
  name: 'The name of the person who wrote in',
  reference: 'The record reference, e.g. ABS-0042',
  item: 'What was decided on: the abstract title, the membership type, the room and dates',
};
const withReason = {
  ...decisionPlaceholders,
  reason: 'The reason the organiser gave',
};

const abstractDecisionPlaceholders = {
  name: 'The author’s name',
  title: 'The abstract’s title',
  reference: 'The abstract’s reference, e.g. ABS-0042',
  presentationType: 'Oral Presentation or Poster Presentation',
  comments:
    'The reviewers’ comments to the authors, as a quoted list; the paragraph disappears when there are none',
};
const acceptancePlaceholders = {
  ...abstractDecisionPlaceholders,
  link: 'The author’s single-use link to confirm or withdraw their presentation',
};

const short = edition.shortName;

/**
 * The default texts of the e-mails organisers trigger, as plain text with `{{placeholders}}`. An
 * administrator can replace any of them in the portal, and the worker then sends the replacement.
 */
export const noticeTexts: Record<NoticeTextKey, NoticeTextDefinition> = {
  'abstract-decisions.oral': {
    label: 'Abstract accepted as an oral presentation',
    placeholders: acceptancePlaceholders,
    required: ['title', 'link'],
    subject: `Your ${short} abstract has been accepted as an oral presentation ({{reference}})`,
    body: `Dear {{name}},

We are pleased to tell you that your abstract {{reference}}, "{{title}}", has been accepted for ${short} as an {{presentationType}}.

{{comments}}

Please confirm that you will present it, or withdraw it, with this link (it works once):
{{link}}

The programme committee will write to you about the session and the time of your presentation.`,
  },
  'abstract-decisions.poster': {
    label: 'Abstract accepted as a poster',
    placeholders: acceptancePlaceholders,
    required: ['title', 'link'],
    subject: `Your ${short} abstract has been accepted as a poster ({{reference}})`,
    body: `Dear {{name}},

We are pleased to tell you that your abstract {{reference}}, "{{title}}", has been accepted for ${short} as a {{presentationType}}.

{{comments}}

Please confirm that you will present it, or withdraw it, with this link (it works once):
{{link}}

The programme committee will write to you about the poster session.`,
  },
  'abstract-decisions.reject': {
    label: 'Abstract not accepted',
    placeholders: abstractDecisionPlaceholders,
    required: ['title'],
    subject: `Your ${short} abstract ({{reference}})`,
    body: `Dear {{name}},

Thank you for submitting your abstract {{reference}}, "{{title}}". We are sorry to tell you that the committee could not accept it for ${short}.

{{comments}}

You are still most welcome to attend ${short}.`,
  },
  'memberships.approved': {
    label: 'Membership approved',
    placeholders: decisionPlaceholders,
    required: ['reference'],
    subject: `Your ${edition.associationShortName} membership application has been approved ({{reference}})`,
    body: `Dear {{name}},

Your membership application {{reference}} ({{item}}) has been approved. Welcome to the ${edition.associationShortName}!`,
  },
  'memberships.declined': {
    label: 'Membership declined',
    placeholders: withReason,
    required: ['reference', 'reason'],
    subject: `Your ${edition.associationShortName} membership application ({{reference}})`,
    body: `Dear {{name}},

We are sorry to tell you that your membership application {{reference}} ({{item}}) could not be approved, for this reason:

{{reason}}`,
  },
  'bookings.confirmed': {
    label: 'Accommodation confirmed',
    placeholders: decisionPlaceholders,
    required: ['reference'],
    subject: `Your ${short} accommodation is confirmed ({{reference}})`,
    body: `Dear {{name}},

Your accommodation request {{reference}} ({{item}}) is confirmed. Our logistics team will send the payment instructions.`,
  },
  'bookings.declined': {
    label: 'Accommodation declined',
    placeholders: withReason,
    required: ['reference', 'reason'],
    subject: `Your ${short} accommodation request ({{reference}})`,
    body: `Dear {{name}},

We are sorry: we cannot confirm your accommodation request {{reference}} ({{item}}), for this reason:

{{reason}}`,
  },
  'contact-messages.reply': {
    label: 'Reply to a contact message',
    placeholders: {
      name: 'The sender’s name',
      subject: 'The subject of their message',
      message: 'Their message',
      reply: 'The reply the organiser writes',
    },
    required: ['reply'],
    subject: 'Re: {{subject}}',
    body: `Dear {{name}},

{{reply}}

Your message:
{{message}}`,
  },
  'payments.reminder': {
    label: 'Payment reminder',
    placeholders: {
      name: 'The registrant’s name',
      reference: 'The registration ID, e.g. CAAWG11-0042',
      fee: 'The registration fee, e.g. $150.00 USD',
      paid: 'What is paid so far',
      amountDue: 'What is still due',
      dueDate: 'The day it is due, e.g. Friday, 15 August 2025',
    },
    required: ['reference', 'amountDue', 'dueDate'],
    subject: `${short} registration {{reference}}: {{amountDue}} due by {{dueDate}}`,
    body: `Dear {{name}},

This is a friendly reminder that {{amountDue}} of your registration fee ({{fee}}, of which {{paid}} is paid) is due by {{dueDate}}. Please pay by bank transfer to keep your place at ${short}.

If you have paid in the last few days, thank you: please upload your proof of payment on your registration page.`,
  },
};

/** A notice's default text in a language: English from `noticeTexts`, the others translated. */
export function defaultNoticeText(
  key: NoticeTextKey,
  language: Language = defaultLanguage,
): NoticeText {
  if (language === 'en') {
    const { subject, body } = noticeTexts[key];
    return { subject, body };
  }
  return translatedNoticeTexts[language][key];
}

const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The problems of a replacement text, by field, as the editor and the api show them. */
export function checkNoticeText(
  key: NoticeTextKey,
  text: NoticeText,
): Partial<Record<keyof NoticeText, string>> {
  const definition = noticeTexts[key];
  const known = Object.keys(definition.placeholders);
  const errors: Partial<Record<keyof NoticeText, string>> = {};
  for (const field of ['subject', 'body'] as const) {
    const value = text[field].trim();
    if (value === '') {
      errors[field] = field === 'subject' ? 'Please enter a subject' : 'Please enter the text';
      continue;
    }
    const unknown = [...value.matchAll(placeholderPattern)]
      .map((match) => match[1] ?? '')
      .filter((name) => !known.includes(name));
    if (unknown.length > 0) {
      errors[field] = `Unknown placeholder {{${unknown[0]}}}. Available: ${known
        .map((name) => `{{${name}}}`)
        .join(', ')}`;
    } else if (value.replace(placeholderPattern, '').match(/\{\{|\}\}/)) {
      errors[field] = 'A placeholder is not closed: write it as {{name}}';
    } else {
      const secretLinkProblem = secretPlaceholderProblem(field, value);
      if (secretLinkProblem) errors[field] = secretLinkProblem;
    }
  }
  if (!errors.subject && !errors.body) {
    const used = `${text.subject} ${text.body}`;
    const missing = definition.required.find(
      (name) => !new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`).test(used),
    );
    if (missing) errors.body = `The text must include {{${missing}}}`;
  }
  return errors;
}

/** The text with each placeholder replaced by its value; unknown ones are left as written. */
export function fillNoticeText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(placeholderPattern, (whole, name: string) => values[name] ?? whole);
}

/** `GET /api/admin/notice-texts`: each notice with its default and the text it is sent with. */
export interface NoticeTextView {
  key: NoticeTextKey;
  /**
   * The language of this version of the text; each language has its own. The api always gives
   * it; English is meant where it is absent.
   */
  language?: Language;
  label: string;
  placeholders: Readonly<Record<string, string>>;
  required: readonly string[];
  defaultText: NoticeText;
  text: NoticeText;
  /** Whether an organiser replaced the default. */
  edited: boolean;
  updatedBy: string | null;
  updatedAt: string | null;
}

/** `POST /api/admin/notice-texts/:key/preview`: a draft rendered with the newest real record. */
export interface NoticePreview {
  subject: string;
  html: string;
  text: string;
  /** True when no record exists yet and the preview shows made-up values. */
  sample: boolean;
}
