import { contactRules as rules, type ContactRequest } from '@caawg11/conference';
import { EmailAddress, TrimmedText } from '../../../platform/common/dto-rules.js';
import { Honeypot } from '../../../platform/common/honeypot.js';
import { NoticeVersion } from '../../../team-and-settings/privacy/notice-version.decorator.js';

/** POST /api/contact.php, JSON. */
export class ContactDto implements ContactRequest {
  @TrimmedText(rules.name)
  name: string;

  @EmailAddress(rules.email)
  email: string;

  @TrimmedText(rules.subject)
  subject: string;

  @TrimmedText(rules.message)
  message: string;

  /** The hidden field only bots fill. */
  @Honeypot()
  website?: unknown;

  /** The version of the privacy notice shown beside the submit button. */
  @NoticeVersion()
  privacyNoticeVersion?: string;
}
