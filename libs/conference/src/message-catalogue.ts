import { abstractAuthorMessages, abstractCoauthorMessages } from './abstract-authors.js';
import { abstractNoticeMessages } from './abstract-notices.js';
import { myAbstractMessages } from './my-abstract.js';
import { presenterProfileMessages } from './speakers.js';
import { cancellationMessages } from './cancellation.js';
import { emailChangeMessages } from './email-change.js';
import { groupInvoiceConsentMessages, groupInvoiceMessages } from './group-invoices.js';
import { paymentProofLimitMessages, publicApiMessages } from './api-messages.js';
import { intlLocales, type Language } from './languages.js';
import { messages } from './messages.js';
import { certificateMessages } from './certificates.js';
import { paymentReminderMessages } from './payment-reminders.js';
import { privacyMessages } from './privacy.js';
import { visaLetterMessages } from './visa-letters.js';
import { paymentAmountMessage } from './validation.js';

/**
 * A visitors' messages catalogue, `locales/<language>/messages.json`: each message under a key,
 * nested by form or subject; a parameter is written `{{name}}` (i18next's syntax, so the site's
 * i18next can read the same file), or `{{name, currency(currency: USD)}}` for an amount.
 */
export interface MessageCatalogue {
  readonly [key: string]: string | MessageCatalogue;
}

/** A function of `messages` that only interpolates its parameter can draw its own template. */
function parameter(name: string): number & string {
  return `{{${name}}}` as number & string;
}

// The admins' sign-in texts stay English: the portal is not translated.
const {
  loginRequired: _loginRequired,
  loginFailed: _loginFailed,
  loginUserFailed: _loginUserFailed,
  authFailed: _authFailed,
  loginThrottled: _loginThrottled,
  passwordCheckThrottled: _passwordCheckThrottled,
  tooLong,
  tooManyRequestsRetryIn: _tooManyRequestsRetryIn,
  registrationSuccess,
  ...fixedMessages
} = messages;

/**
 * The English catalogue: the visitors' messages word for word as the rules and the api produce
 * them, with `{{parameters}}`. `locales/en/messages.json` is this, and the other languages'
 * catalogues have the same keys.
 */
export const englishMessageCatalogue = {
  ...fixedMessages,
  tooLong: tooLong(parameter('max')),
  // The wait is worded by describeWait, whose units the `wait` entries translate.
  tooManyRequestsRetryIn: 'Too many requests. Please try again in {{wait}}.',
  registrationSuccess: registrationSuccess(parameter('reference'), parameter('fee')),
  paymentAmount: paymentAmountMessage,
  api: {
    ...publicApiMessages,
    paymentProofLimits: {
      linkFiles: paymentProofLimitMessages.linkFiles(parameter('count')),
      linkMegabytes: paymentProofLimitMessages.linkMegabytes(parameter('megabytes')),
      registrationFiles: paymentProofLimitMessages.registrationFiles(parameter('count')),
      registrationMegabytes: paymentProofLimitMessages.registrationMegabytes(
        parameter('megabytes'),
      ),
    },
  },
  abstractResponse: {
    linkUsed: abstractNoticeMessages.linkUsed,
    linkExpired: abstractNoticeMessages.linkExpired,
    linkInvalid: abstractNoticeMessages.linkInvalid,
    linkReplaced: abstractNoticeMessages.linkReplaced,
    responseRequired: abstractNoticeMessages.responseRequired,
    confirmed: abstractNoticeMessages.confirmed,
    withdrawn: abstractNoticeMessages.withdrawn,
  },
  /** What a delegate asking for an invoice from the access-link page may be told. */
  institutionInvoice: {
    institutionName: groupInvoiceMessages.institutionName,
    postalAddress: groupInvoiceMessages.postalAddress,
    colleagues: groupInvoiceMessages.colleagues,
    tooManyRegistrations: groupInvoiceMessages.tooManyRegistrations,
    requested: groupInvoiceMessages.requested,
    cancelledRegistration: groupInvoiceMessages.cancelledRegistration(parameter('reference')),
    alreadyInvoiced: groupInvoiceMessages.alreadyInvoiced(
      parameter('reference'),
      parameter('groupReference'),
    ),
  },
  abstractAuthors: abstractAuthorMessages,
  abstractCoauthor: abstractCoauthorMessages,
  myAbstract: myAbstractMessages,
  presenterProfile: presenterProfileMessages,
  groupInvoiceConsent: groupInvoiceConsentMessages,
  reminderOptOut: {
    optedOut: paymentReminderMessages.optedOut,
    optOutInvalid: paymentReminderMessages.optOutInvalid,
  },
  emailChange: emailChangeMessages,
  cancellation: {
    cancelled: cancellationMessages.cancelled,
    alreadyCancelled: cancellationMessages.alreadyCancelled,
  },
  privacy: {
    unknownNoticeVersion: privacyMessages.unknownNoticeVersion,
  },
  visaLetter: visaLetterMessages,
  certificates: { unknownCode: certificateMessages.unknownCode },
  /** The units of a wait, as describeWait words them; not messages of their own. */
  wait: {
    second_one: '{{count}} second',
    second_other: '{{count}} seconds',
    minute_one: '{{count}} minute',
    minute_other: '{{count}} minutes',
    hour_one: '{{count}} hour',
    hour_other: '{{count}} hours',
    hoursAndMinutes: '{{hours}} and {{minutes}}',
  },
} as const satisfies MessageCatalogue;

const waitSection = 'wait';
const placeholderPattern = /\{\{\s*(\w+)\s*(?:,\s*([^}]*?))?\s*\}\}/g;
const englishWaitPattern = /^(\d+) (second|minute|hour)s?(?: and (\d+) minutes?)?$/;

interface TemplatePattern {
  path: readonly string[];
  pattern: RegExp;
}

interface EnglishIndex {
  fixed: Map<string, readonly string[]>;
  parameterised: TemplatePattern[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A template as a pattern that matches its messages, each parameter a named group. */
function templatePattern(template: string): RegExp {
  const named = new Set<string>();
  let source = '';
  let end = 0;
  for (const match of template.matchAll(placeholderPattern)) {
    const name = match[1] ?? '';
    source += escapeRegExp(template.slice(end, match.index));
    source += named.has(name) ? `\\k<${name}>` : `(?<${name}>.+?)`;
    named.add(name);
    end = match.index + match[0].length;
  }
  return new RegExp(`^${source}${escapeRegExp(template.slice(end))}$`, 's');
}

function entries(
  catalogue: MessageCatalogue,
  prefix: readonly string[] = [],
): [readonly string[], string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[[...prefix, key], value] as [readonly string[], string]]
      : entries(value, [...prefix, key]),
  );
}

function indexEnglish(): EnglishIndex {
  const index: EnglishIndex = { fixed: new Map(), parameterised: [] };
  for (const [path, template] of entries(englishMessageCatalogue)) {
    if (path[0] === waitSection) continue;
    if (template.match(placeholderPattern)) {
      index.parameterised.push({ path, pattern: templatePattern(template) });
    } else if (!index.fixed.has(template)) {
      // The same English under two keys (a form's "Full name is required") is one message.
      index.fixed.set(template, path);
    }
  }
  return index;
}

let englishIndex: EnglishIndex | undefined;

function textAt(catalogue: MessageCatalogue, path: readonly string[]): string | undefined {
  let node: string | MessageCatalogue | undefined = catalogue;
  for (const key of path) {
    if (typeof node !== 'object') return undefined;
    node = node[key];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `currency(currency: USD)` → the format's name and its options. */
function parseFormat(format: string): { name: string; options: Record<string, string> } {
  const [, name = format, list = ''] = /^(\w+)\s*(?:\((.*)\))?$/.exec(format.trim()) ?? [];
  const options: Record<string, string> = {};
  for (const option of list.split(';')) {
    const [key, value] = option.split(':').map((part) => part.trim());
    if (key && value) options[key] = value;
  }
  return { name, options };
}

function formatValue(value: string, format: string | undefined, language: Language): string {
  if (!format) return value;
  const amount = Number(value);
  if (Number.isNaN(amount)) return value;
  const { name, options } = parseFormat(format);
  if (name === 'currency') {
    return new Intl.NumberFormat(intlLocales[language], {
      style: 'currency',
      currency: options.currency ?? 'USD',
    }).format(amount);
  }
  if (name === 'number') return new Intl.NumberFormat(intlLocales[language]).format(amount);
  return value;
}

function interpolate(
  template: string,
  values: Readonly<Record<string, string>>,
  language: Language,
): string {
  return template.replace(placeholderPattern, (whole, name: string, format?: string) => {
    const value = values[name];
    return value === undefined ? whole : formatValue(value, format, language);
  });
}

/** "1 hour and 5 minutes" in the target language, with its plural forms; null if not a wait. */
function translateWait(
  englishWait: string,
  catalogue: MessageCatalogue,
  language: Language,
): string | null {
  const match = englishWaitPattern.exec(englishWait);
  if (!match) return null;
  const plurals = new Intl.PluralRules(intlLocales[language]);
  const unit = (count: number, name: string): string | null => {
    const template =
      textAt(catalogue, [waitSection, `${name}_${plurals.select(count)}`]) ??
      textAt(catalogue, [waitSection, `${name}_other`]);
    return template === undefined
      ? null
      : interpolate(template, { count: String(count) }, language);
  };
  const first = unit(Number(match[1]), match[2] ?? '');
  if (match[3] === undefined) return first;
  const minutes = unit(Number(match[3]), 'minute');
  const both = textAt(catalogue, [waitSection, 'hoursAndMinutes']);
  if (first === null || minutes === null || both === undefined) return null;
  return interpolate(both, { hours: first, minutes }, language);
}

/**
 * One of the visitors' messages, as the rules and the api word it in English, in `language`
 * with that language's catalogue; a message with parameters (a length, a wait, a fee) is
 * recognised by its English pattern and its values carried over. Text the catalogue does not
 * know, and any text when the language is English or the catalogue absent, comes back unchanged.
 */
export function localizeMessage(
  englishText: string,
  language: Language,
  catalogue: MessageCatalogue | undefined,
): string {
  if (language === 'en' || !catalogue) return englishText;
  englishIndex ??= indexEnglish();
  const fixedPath = englishIndex.fixed.get(englishText);
  if (fixedPath) return textAt(catalogue, fixedPath) ?? englishText;
  for (const { path, pattern } of englishIndex.parameterised) {
    const match = pattern.exec(englishText);
    if (!match) continue;
    const template = textAt(catalogue, path);
    if (template === undefined) return englishText;
    const values: Record<string, string> = { ...match.groups };
    if (values.wait !== undefined) {
      const wait = translateWait(values.wait, catalogue, language);
      if (wait === null) return englishText;
      values.wait = wait;
    }
    return interpolate(template, values, language);
  }
  return englishText;
}

/** A refused body's field messages, each in `language`. */
export function localizeFieldMessages(
  errors: Readonly<Record<string, string>>,
  language: Language,
  catalogue: MessageCatalogue | undefined,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [
      field,
      localizeMessage(text, language, catalogue),
    ]),
  );
}
