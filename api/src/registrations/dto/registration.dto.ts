import { IsBoolean, ValidateIf } from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import {
  genders,
  maxLengths,
  messages,
  participantCategories,
  participationTypes,
  registrationPresentationTypes,
  registrationTitles,
  yesNo,
  type Gender,
  type ParticipantCategory,
  type ParticipationType,
  type RegistrationPresentationType,
  type RegistrationTitle,
  type YesNo,
} from '@caawg11/conference';
import {
  CheckBox,
  MustBeTicked,
  RequiredChoice,
  RequiredEmail,
  RequiredText,
} from '../../common/dto-rules.js';
import { captchaTokenMaxLength } from '../../captcha/captcha.service.js';

function OptionalCheckBox(): PropertyDecorator {
  return applyDecorators(CheckBox(), IsBoolean());
}

/**
 * POST /api/registration.php, multipart/form-data (check boxes as 'true' / 'false').
 *
 * The form's parts: every text field below (title, otherTitle, firstName, otherNames, gender,
 * email, phone, country, city, institution, participationType, presentationType,
 * participantCategory, fieldTrip, marketingConsent, paymentConfirmation, programConsent,
 * emailConsent, recaptchaToken) and the file part `studentIdFile` (only for the student
 * category), in any order: the file streams to a temporary file while the fields are read.
 */
export class RegistrationDto {
  @RequiredChoice(registrationTitles, messages.required)
  title: RegistrationTitle;

  /** Required when the title is 'Other'; ignored otherwise. */
  @ValidateIf((input: RegistrationDto) => input.title === 'Other')
  @RequiredText(messages.specifyTitle, maxLengths.name)
  otherTitle?: string;

  @RequiredText(messages.required, maxLengths.name)
  firstName: string;

  /** The family name of the admin views. */
  @RequiredText(messages.required, maxLengths.name)
  otherNames: string;

  @RequiredChoice(genders, messages.required)
  gender: Gender;

  @RequiredEmail(messages.required)
  email: string;

  @RequiredText(messages.required, maxLengths.phone)
  phone: string;

  @RequiredText(messages.required, maxLengths.name)
  country: string;

  @RequiredText(messages.required, maxLengths.name)
  city: string;

  /** Institution / Organisation. */
  @RequiredText(messages.required, maxLengths.shortText)
  institution: string;

  /** Attending as 'attendee' or 'presenter'. */
  @RequiredChoice(participationTypes, messages.required)
  participationType: ParticipationType;

  /** 'oral' or 'poster'; required for presenters, ignored for attendees. */
  @ValidateIf((input: RegistrationDto) => input.participationType === 'presenter')
  @RequiredChoice(registrationPresentationTypes, messages.required)
  presentationType?: RegistrationPresentationType;

  @RequiredChoice(participantCategories, messages.required)
  participantCategory: ParticipantCategory;

  @RequiredChoice(yesNo, messages.required)
  fieldTrip: YesNo;

  @OptionalCheckBox()
  marketingConsent = false;

  @MustBeTicked(messages.required)
  paymentConfirmation: boolean;

  @OptionalCheckBox()
  programConsent = false;

  @OptionalCheckBox()
  emailConsent = false;

  /** The solved robot-check payload. */
  @RequiredText(messages.captchaRequired, captchaTokenMaxLength)
  recaptchaToken: string;
}
