import {
  bookingRules as rules,
  type AccommodationType,
  type BookingRequest,
  type SharingPreference,
  type WithOptional,
} from '@caawg11/conference';
import { ChoiceOrDefault, EmailAddress, TrimmedText } from '../../../platform/common/dto-rules.js';
import { NoticeVersion } from '../../../team-and-settings/privacy/notice-version.decorator.js';

/** POST /api/bookings.php, JSON. Dates as YYYY-MM-DD; specialRequests may be empty. */
export class BookingDto implements WithOptional<BookingRequest, 'specialRequests'> {
  @TrimmedText(rules.fullName)
  fullName: string;

  @EmailAddress(rules.email)
  email: string;

  @TrimmedText(rules.phone)
  phone: string;

  @TrimmedText(rules.nationality)
  nationality: string;

  @ChoiceOrDefault(rules.accommodationType, '3-Bedroom Apartment')
  accommodationType: AccommodationType = '3-Bedroom Apartment';

  @ChoiceOrDefault(rules.sharingPreference, 'No preference')
  sharingPreference: SharingPreference = 'No preference';

  @TrimmedText(rules.checkInDate)
  checkInDate: string;

  @TrimmedText(rules.checkOutDate)
  checkOutDate: string;

  @TrimmedText(rules.specialRequests)
  specialRequests?: string;

  /** The solved robot-check payload. */
  @TrimmedText(rules.recaptchaToken)
  recaptchaToken: string;

  /** The version of the privacy notice shown beside the submit button. */
  @NoticeVersion()
  privacyNoticeVersion?: string;
}
