import {
  accommodationTypes,
  maxLengths,
  messages,
  sharingPreferences,
  type AccommodationType,
  type SharingPreference,
} from '@caawg11/conference';
import {
  ChoiceWithDefault,
  OptionalText,
  RequiredDate,
  RequiredEmail,
  RequiredText,
} from '../../common/dto-rules.js';
import { captchaTokenMaxLength } from '../../captcha/captcha.service.js';

/** POST /api/bookings.php, JSON. Dates as YYYY-MM-DD; specialRequests may be empty. */
export class BookingDto {
  @RequiredText(messages.booking.fullName, maxLengths.name)
  fullName: string;

  @RequiredEmail(messages.booking.email, messages.booking.invalidEmail)
  email: string;

  @RequiredText(messages.booking.phone, maxLengths.phone)
  phone: string;

  @RequiredText(messages.booking.nationality, maxLengths.name)
  nationality: string;

  @ChoiceWithDefault(accommodationTypes, '3-Bedroom Apartment')
  accommodationType: AccommodationType = '3-Bedroom Apartment';

  @ChoiceWithDefault(sharingPreferences, 'No preference')
  sharingPreference: SharingPreference = 'No preference';

  @RequiredDate(messages.booking.checkInDate)
  checkInDate: string;

  @RequiredDate(messages.booking.checkOutDate, {
    field: 'checkInDate',
    message: messages.booking.checkOutAfterCheckIn,
  })
  checkOutDate: string;

  @OptionalText(maxLengths.message)
  specialRequests?: string;

  /** The solved robot-check payload. */
  @RequiredText(messages.booking.captcha, captchaTokenMaxLength)
  recaptchaToken: string;
}
