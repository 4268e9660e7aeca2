import type { MailContext } from '../mail-context.js';
import type { MailTemplate, MailTemplateData } from '../mail-message.js';

export interface TemplateProps<T extends MailTemplate> {
  data: MailTemplateData[T];
  context: MailContext;
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
