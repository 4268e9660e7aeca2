import { maxLengths, membershipTitles, messages, type MembershipTitle } from '@caawg11/conference';
import {
  OptionalText,
  RequiredChoice,
  RequiredEmail,
  RequiredText,
} from '../../common/dto-rules.js';
import { Honeypot } from '../../common/honeypot.js';

/** POST /api/membership.php, JSON. Address, phone, mobile, fax and webpage are optional. */
export class MembershipDto {
  @RequiredChoice(membershipTitles, messages.required)
  title: MembershipTitle;

  @RequiredText(messages.required, maxLengths.name)
  name: string;

  @RequiredText(messages.required, maxLengths.shortText)
  organisation: string;

  @RequiredText(messages.required, maxLengths.shortText)
  profession: string;

  @RequiredText(messages.required, maxLengths.shortText)
  qualification: string;

  @OptionalText(maxLengths.address)
  address?: string;

  @OptionalText(maxLengths.phone)
  phone?: string;

  @OptionalText(maxLengths.phone)
  mobile?: string;

  @OptionalText(maxLengths.phone)
  fax?: string;

  @RequiredEmail(messages.required)
  email: string;

  @OptionalText(maxLengths.url)
  webpage?: string;

  /** The hidden field only bots fill. */
  @Honeypot()
  website?: unknown;
}
