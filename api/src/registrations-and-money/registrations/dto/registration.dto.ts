import {
  registrationRules as rules,
  type Gender,
  type ParticipantCategory,
  type ParticipationType,
  type RegistrationPresentationType,
  type RegistrationRequest,
  type RegistrationTitle,
  type WithOptional,
  type YesNo,
} from '@caawg11/conference';
import { CheckBox, EmailAddress, TrimmedText } from '../../../platform/common/dto-rules.js';
import { NoticeVersion } from '../../../team-and-settings/privacy/notice-version.decorator.js';

/** The registration form's fields as staff and the public both send them. */
export class RegistrationFieldsDto {
  @TrimmedText(rules.title)
  title: RegistrationTitle;

  /** Required when the title is 'Other'; ignored otherwise. */
  @TrimmedText(rules.otherTitle)
  otherTitle?: string;

  @TrimmedText(rules.firstName)
  firstName: string;

  /** The family name of the admin views. */
  @TrimmedText(rules.otherNames)
  otherNames: string;

  @TrimmedText(rules.gender)
  gender: Gender;

  @EmailAddress(rules.email)
  email: string;

  @TrimmedText(rules.phone)
  phone: string;

  @TrimmedText(rules.country)
  country: string;

  @TrimmedText(rules.city)
  city: string;

  /** Institution / Organisation. */
  @TrimmedText(rules.institution)
  institution: string;

  /** Attending as 'attendee' or 'presenter'. */
  @TrimmedText(rules.participationType)
  participationType: ParticipationType;

  /** 'oral' or 'poster'; required for presenters, ignored for attendees. */
  @TrimmedText(rules.presentationType)
  presentationType?: RegistrationPresentationType;

  @TrimmedText(rules.participantCategory)
  participantCategory: ParticipantCategory;

  @TrimmedText(rules.fieldTrip)
  fieldTrip: YesNo;

  @CheckBox(rules.marketingConsent)
  marketingConsent = false;

  @CheckBox(rules.paymentConfirmation)
  paymentConfirmation: boolean;

  @CheckBox(rules.programConsent)
  programConsent = false;

  @CheckBox(rules.emailConsent)
  emailConsent = false;

  @CheckBox(rules.invoiceRequested)
  invoiceRequested = false;

  /** The version of the privacy notice shown beside the submit button. */
  @NoticeVersion()
  privacyNoticeVersion?: string;
}

/**
 * POST /api/registration.php, multipart/form-data (check boxes as 'true' / 'false').
 *
 * The form's parts: every text field below (title, otherTitle, firstName, otherNames, gender,
 * email, phone, country, city, institution, participationType, presentationType,
 * participantCategory, fieldTrip, marketingConsent, paymentConfirmation, programConsent,
 * emailConsent, invoiceRequested, recaptchaToken) and the file part `studentIdFile` (only for the student
 * category), in any order: the file streams to a temporary file while the fields are read.
 */
export class RegistrationDto
  extends RegistrationFieldsDto
  implements WithOptional<RegistrationRequest, 'otherTitle' | 'presentationType'>
{
  /** The solved robot-check payload. */
  @TrimmedText(rules.recaptchaToken)
  recaptchaToken: string;
}
