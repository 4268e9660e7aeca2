import { Transform } from 'class-transformer';
import { IsString } from 'class-validator';
import { messages, type AdminRegistrationUpdate } from '@caawg11/conference';
import { OptionalField } from '../../../../platform/common/dto-rules.js';

/** Trimmed; null is a blank, as the details answer carries an unset other title or presentation. */
function trimmedOrBlank({ value }: { value: unknown }): unknown {
  if (value === null) return '';
  return typeof value === 'string' ? value.trim() : value;
}

const text = () => [
  Transform(trimmedOrBlank),
  OptionalField(),
  IsString({ message: messages.required }),
];

function Text(): PropertyDecorator {
  return (target, property) => {
    for (const decorate of text()) decorate(target, property);
  };
}

/**
 * Whitelists the edit screen's fields; the rules themselves are the registration form's
 * (libs/conference validateRegistration), applied by the service.
 */
export class UpdateRegistrationDto implements AdminRegistrationUpdate {
  @Text() title: AdminRegistrationUpdate['title'] = '';
  @Text() otherTitle = '';
  @Text() firstName = '';
  @Text() otherNames = '';
  @Text() gender: AdminRegistrationUpdate['gender'] = '';
  @Text() email = '';
  @Text() phone = '';
  @Text() country = '';
  @Text() city = '';
  @Text() institution = '';
  @Text() participationType: AdminRegistrationUpdate['participationType'] = '';
  @Text() presentationType: AdminRegistrationUpdate['presentationType'] = '';
  @Text() participantCategory: AdminRegistrationUpdate['participantCategory'] = '';
  @Text() fieldTrip: AdminRegistrationUpdate['fieldTrip'] = '';
}
