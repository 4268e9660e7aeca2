import {
  sponsorshipRules as rules,
  type SponsorshipRequest,
  type WithOptional,
} from '@caawg11/conference';
import { EmailAddress, TrimmedText } from '../../../platform/common/dto-rules.js';
import { Honeypot } from '../../../platform/common/honeypot.js';
import { NoticeVersion } from '../../../team-and-settings/privacy/notice-version.decorator.js';

/**
 * POST /api/sponsorship.php, JSON. The dialog shows one alert for the three required fields,
 * so each of them fails with that same message.
 */
export class SponsorshipDto implements WithOptional<
  SponsorshipRequest,
  'phone' | 'packageInterest' | 'message'
> {
  @TrimmedText(rules.name)
  name: string;

  @EmailAddress(rules.email)
  email: string;

  @TrimmedText(rules.company)
  company: string;

  @TrimmedText(rules.phone)
  phone?: string;

  /** One of the dialog's options ('Gold - $10,000', ..., 'Custom Package'), or blank. */
  @TrimmedText(rules.packageInterest)
  packageInterest?: string;

  @TrimmedText(rules.message)
  message?: string;

  /** The hidden field only bots fill. */
  @Honeypot()
  website?: unknown;

  /** The version of the privacy notice shown beside the submit button. */
  @NoticeVersion()
  privacyNoticeVersion?: string;
}
