import type { Language } from '@caawg11/conference';
import type { MailContext } from '../mail-context.js';
import type { MailTemplate, MailTemplateData } from '../mail-message.js';

export interface TemplateProps<T extends MailTemplate> {
  data: MailTemplateData[T];
  context: MailContext;
  /** The visitor's language; English when absent, and always for the organisers' messages. */
  language?: Language;
}

/** The context the React Email preview server and the unit tests render with. */
export const previewContext: MailContext = {
  siteUrl: 'http://localhost:4300',
  mailboxes: {
    registration: 'registration@caawg11.org',
    secretariat: 'secretariat@caawg11.org',
    organisers: 'info@caawg11.org',
    abstracts: 'abstracts@caawg11.org',
    logistics: 'logistics@caawg11.org',
    sponsorship: 'sponsorship@caawg11.org',
  },
};
