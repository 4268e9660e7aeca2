import {
  membershipRules as rules,
  type MembershipRequest,
  type MembershipTitle,
  type WithOptional,
} from '@caawg11/conference';
import { EmailAddress, TrimmedText } from '../../../platform/common/dto-rules.js';
import { Honeypot } from '../../../platform/common/honeypot.js';
import { NoticeVersion } from '../../../team-and-settings/privacy/notice-version.decorator.js';

/** POST /api/membership.php, JSON. Address, phone, mobile, fax and webpage are optional. */
export class MembershipDto implements WithOptional<
  MembershipRequest,
  'address' | 'phone' | 'mobile' | 'fax' | 'webpage'
> {
  @TrimmedText(rules.title)
  title: MembershipTitle;

  @TrimmedText(rules.name)
  name: string;

  @TrimmedText(rules.organisation)
  organisation: string;

  @TrimmedText(rules.profession)
  profession: string;

  @TrimmedText(rules.qualification)
  qualification: string;

  @TrimmedText(rules.address)
  address?: string;

  @TrimmedText(rules.phone)
  phone?: string;

  @TrimmedText(rules.mobile)
  mobile?: string;

  @TrimmedText(rules.fax)
  fax?: string;

  @EmailAddress(rules.email)
  email: string;

  @TrimmedText(rules.webpage)
  webpage?: string;

  /** The hidden field only bots fill. */
  @Honeypot()
  website?: unknown;

  /** The version of the privacy notice shown beside the submit button. */
  @NoticeVersion()
  privacyNoticeVersion?: string;
}
