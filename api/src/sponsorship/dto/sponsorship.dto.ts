import { maxLengths, messages, packageInterestOptions } from '@caawg11/conference';
import {
  OptionalChoice,
  OptionalText,
  RequiredEmail,
  RequiredText,
} from '../../common/dto-rules.js';
import { Honeypot } from '../../common/honeypot.js';

/**
 * POST /api/sponsorship.php, JSON. The dialog shows one alert for the three required fields,
 * so each of them fails with that same message.
 */
export class SponsorshipDto {
  @RequiredText(messages.sponsorshipRequired, maxLengths.name)
  name: string;

  @RequiredEmail(messages.sponsorshipRequired)
  email: string;

  @RequiredText(messages.sponsorshipRequired, maxLengths.shortText)
  company: string;

  @OptionalText(maxLengths.phone)
  phone?: string;

  /** One of the dialog's options ('Gold - $10,000', ..., 'Custom Package'), or blank. */
  @OptionalChoice(packageInterestOptions)
  packageInterest?: string;

  @OptionalText(maxLengths.message)
  message?: string;

  /** The hidden field only bots fill. */
  @Honeypot()
  website?: unknown;
}
