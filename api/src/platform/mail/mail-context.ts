import {
  defaultLanguage,
  localizedPath,
  type Language,
  type NoticeText,
  type NoticeTextKey,
} from '@caawg11/conference';
import type { AppConfig } from '../config/app-config.js';

/** What every template needs besides its own data: where the site is and whom to write to. */
export interface MailContext {
  /** PUBLIC_SITE_URL without a trailing slash; every link in a message starts with it. */
  siteUrl: string;
  mailboxes: {
    registration: string;
    secretariat: string;
    organisers: string;
    abstracts: string;
    logistics: string;
    sponsorship: string;
  };
  /**
   * The organisers' own texts of the notices they edited in the portal, in the message's
   * language; defaults elsewhere.
   */
  noticeTexts?: Partial<Record<NoticeTextKey, NoticeText>>;
  /** The language the message is written in, and of the site pages it links to; English when absent. */
  language?: Language;
}

export function mailContextFrom(config: AppConfig): MailContext {
  return {
    siteUrl: config.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    mailboxes: {
      registration: config.MAIL_REGISTRATION,
      secretariat: config.MAIL_SECRETARIAT,
      organisers: config.MAIL_ORGANISERS,
      abstracts: config.MAIL_ABSTRACTS,
      logistics: config.MAIL_LOGISTICS,
      sponsorship: config.MAIL_SPONSORSHIP,
    },
  };
}

/**
 * A site path in a language, as the public site routes it: English keeps the unprefixed path,
 * the others start with /fr or /pt.
 */
export function localizedSitePath(path: string, language: Language = defaultLanguage): string {
  return localizedPath(path.startsWith('/') ? path : `/${path}`, language);
}

/** An absolute link to a page of the public site (PUBLIC_SITE_URL) in a language. */
export function publicSiteLink(
  siteUrl: string,
  path: string,
  language: Language = defaultLanguage,
): string {
  return `${siteUrl.replace(/\/+$/, '')}${localizedSitePath(path, language)}`;
}

/** An absolute link into the public site, to the page in the message's language. */
export function siteLink(context: MailContext, path: string): string {
  return publicSiteLink(context.siteUrl, path, context.language);
}
