import type { NoticeText, NoticeTextKey } from '@caawg11/conference';
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
  /** The organisers' own texts of the notices they edited in the portal; defaults elsewhere. */
  noticeTexts?: Partial<Record<NoticeTextKey, NoticeText>>;
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

/** An absolute link into the public site. */
export function siteLink(context: MailContext, path: string): string {
  return `${context.siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
