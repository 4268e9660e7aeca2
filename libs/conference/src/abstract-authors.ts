import { maxLengths } from './limits.js';
import { messages } from './messages.js';
import { isEmail, normaliseEmail, type FieldRule } from './rules.js';

/** An abstract's authors, as the form sends them (in order) and the api gives them back. */
export interface AbstractAuthor {
  name: string;
  affiliation: string;
  country?: string;
  email?: string;
  presenting?: boolean;
}

/** Where an abstract's text came from: typed in the form, or read from its Word file. */
export type AbstractTextSource = 'form' | 'document';

export const abstractAuthorLimits = {
  maxAuthors: 20,
  maxWords: 300,
  maxKeywords: 5,
  keywordLength: 60,
  countryLength: 60,
} as const;

export const abstractAuthorMessages = {
  authorsUnreadable: 'The list of authors could not be read. Please check it and send it again.',
  noPresenter: 'Please mark one author as the presenting author',
  twoPresenters: 'Only one author can be the presenting author',
  tooManyAuthors: `An abstract can have at most ${abstractAuthorLimits.maxAuthors} authors`,
  authorName: 'Every author needs a name',
  authorAffiliation: 'Every author needs an affiliation',
  presenterEmail: "The presenting author's e-mail is required",
  authorEmail: "An author's e-mail address is not valid",
  abstractTextTooLong: `The abstract text must be at most ${abstractAuthorLimits.maxWords} words`,
  tooManyKeywords: `Please give at most ${abstractAuthorLimits.maxKeywords} keywords`,
} as const;

/**
 * A co-author's link from the e-mail that tells them they were named: `POST
 * /api/abstract-author/view` shows the abstract, `POST /api/abstract-author/not-me` records that
 * the person is not one of its authors. The token travels in the body, which no log keeps.
 */
export interface AbstractAuthorLink {
  token: string;
}

/** The abstract a co-author's link is about; `disowned` once they have said it is not them. */
export interface AbstractAuthorView {
  abstractTitle: string;
  reference: string;
  disowned: boolean;
}

export const abstractCoauthorMessages = {
  linkInvalid: 'This link is not valid. Please check that you copied all of it.',
  disowned:
    'Thank you. The scientific committee will see that you say you are not an author of this abstract.',
} as const;

/**
 * Words as a reader counts them: runs of letters or digits, a hyphenated or elided word and a
 * decimal number each counted once.
 */
export function countWords(text: string): number {
  const word = /[\p{L}\p{N}]+(?:(?:[-'’]|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{N}]+)*/gu;
  return text.match(word)?.length ?? 0;
}

/** Keywords typed with commas or semicolons between them, trimmed, empty ones left out. */
export function splitKeywords(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword.length > 0);
}

export type CheckedAuthor = AbstractAuthor & { presenting: boolean };

export type CheckedAuthors =
  { ok: true; authors: CheckedAuthor[] } | { ok: false; message: string };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Reads the authors as sent (JSON text or an already parsed list) and checks them: 1 to 20,
 * each with a name and an affiliation, exactly one presenting, whose e-mail is given. Answers
 * them trimmed, e-mail addresses in lower case, or the message for the field.
 */
export function checkAbstractAuthors(sent: unknown): CheckedAuthors {
  let list: unknown = sent;
  if (typeof sent === 'string') {
    try {
      list = JSON.parse(sent);
    } catch {
      return { ok: false, message: abstractAuthorMessages.authorsUnreadable };
    }
  }
  if (!Array.isArray(list) || list.length === 0) {
    return { ok: false, message: abstractAuthorMessages.authorsUnreadable };
  }
  if (list.length > abstractAuthorLimits.maxAuthors) {
    return { ok: false, message: abstractAuthorMessages.tooManyAuthors };
  }
  const authors: CheckedAuthor[] = [];
  for (const entry of list as unknown[]) {
    if (typeof entry !== 'object' || entry === null) {
      return { ok: false, message: abstractAuthorMessages.authorsUnreadable };
    }
    const fields = entry as Record<string, unknown>;
    const name = text(fields.name);
    const affiliation = text(fields.affiliation);
    const country = text(fields.country);
    const email = text(fields.email);
    if (!name || name.length > maxLengths.name) {
      return { ok: false, message: abstractAuthorMessages.authorName };
    }
    if (!affiliation || affiliation.length > maxLengths.shortText) {
      return { ok: false, message: abstractAuthorMessages.authorAffiliation };
    }
    if (email && (!isEmail(email) || email.length > maxLengths.email)) {
      return { ok: false, message: abstractAuthorMessages.authorEmail };
    }
    authors.push({
      name,
      affiliation,
      ...(country ? { country: country.slice(0, abstractAuthorLimits.countryLength) } : {}),
      ...(email ? { email: normaliseEmail(email) } : {}),
      presenting: fields.presenting === true,
    });
  }
  const presenters = authors.filter((author) => author.presenting);
  if (presenters.length === 0) return { ok: false, message: abstractAuthorMessages.noPresenter };
  if (presenters.length > 1) return { ok: false, message: abstractAuthorMessages.twoPresenters };
  if (!presenters[0]?.email) return { ok: false, message: abstractAuthorMessages.presenterEmail };
  return { ok: true, authors };
}

/**
 * The affiliations of a list of authors, each typed once and numbered in order of first
 * appearance, as a journal prints them; each author gets the number of theirs.
 */
export function numberAffiliations(authors: readonly Pick<AbstractAuthor, 'affiliation'>[]): {
  affiliations: string[];
  numbers: number[];
} {
  const affiliations: string[] = [];
  const numbers = authors.map((author) => {
    const known = affiliations.indexOf(author.affiliation);
    if (known >= 0) return known + 1;
    affiliations.push(author.affiliation);
    return affiliations.length;
  });
  return { affiliations, numbers };
}

function absent(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

/**
 * The abstract form's fields beyond the spec's: each may be left out, and a submission
 * without them is the spec's one (its submitter the one author and presenter).
 */
export const abstractDetailRules = {
  authors: (value) => {
    if (absent(value)) return null;
    const checked = checkAbstractAuthors(value);
    return checked.ok ? null : checked.message;
  },
  abstractText: (value) => {
    if (absent(value)) return null;
    if (typeof value !== 'string') return messages.notText;
    return countWords(value) > abstractAuthorLimits.maxWords
      ? abstractAuthorMessages.abstractTextTooLong
      : null;
  },
  keywords: (value) => {
    if (absent(value)) return null;
    if (typeof value !== 'string') return messages.notText;
    const keywords = splitKeywords(value);
    if (keywords.length > abstractAuthorLimits.maxKeywords) {
      return abstractAuthorMessages.tooManyKeywords;
    }
    const long = keywords.some((keyword) => keyword.length > abstractAuthorLimits.keywordLength);
    return long ? messages.tooLong(abstractAuthorLimits.keywordLength) : null;
  },
} as const satisfies Record<string, FieldRule>;

/** An author as the public programme and the reviewers see them: no e-mail, no country. */
export interface ListedAuthor {
  name: string;
  affiliation: string;
  presenting: boolean;
}

export function listedAuthors(authors: readonly CheckedAuthor[]): ListedAuthor[] {
  return authors.map(({ name, affiliation, presenting }) => ({ name, affiliation, presenting }));
}

/** The author who presents: the one marked, or the first when none is. */
export function presentingAuthor<T extends AbstractAuthor>(authors: readonly T[]): T | undefined {
  return authors.find((author) => author.presenting) ?? authors[0];
}

/** A name or affiliation as two people would agree it is the same: trimmed, any case, any accent. */
export function comparableText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
}
