import { maxLengths, messages, type ContactRequest } from '@caawg11/conference';
import { RequiredEmail, RequiredText } from '../../common/dto-rules.js';
import { Honeypot } from '../../common/honeypot.js';

/** POST /api/contact.php, JSON. */
export class ContactDto implements ContactRequest {
  @RequiredText(messages.required, maxLengths.name)
  name: string;

  @RequiredEmail(messages.required)
  email: string;

  @RequiredText(messages.required, maxLengths.shortText)
  subject: string;

  @RequiredText(messages.required, maxLengths.message)
  message: string;

  /** The hidden field only bots fill. */
  @Honeypot()
  website?: unknown;
}
