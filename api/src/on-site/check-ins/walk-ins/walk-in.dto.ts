import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import {
  walkInMessages,
  walkInPaymentRules,
  walkInRules,
  type Language,
  type WalkInPayment,
  type WalkInRequest,
} from '@caawg11/conference';
import { CheckBox, FollowsRule, TrimmedText } from '../../../platform/common/dto-rules.js';
import { RegistrationFieldsDto } from '../../../registrations-and-money/registrations/index.js';

export class WalkInPaymentDto implements WalkInPayment {
  @TrimmedText(walkInPaymentRules.method)
  method: WalkInPayment['method'];

  @Type(() => Number)
  @FollowsRule(walkInPaymentRules.amount)
  amount: number;

  @TrimmedText(walkInPaymentRules.reference)
  reference?: string;
}

/** `POST /api/admin/walk-ins`: the registration form's fields, checked by its rules, and the money taken. */
export class WalkInDto extends RegistrationFieldsDto implements WalkInRequest {
  /** In place of the upload: the staff member saw the student ID or admission letter. */
  @CheckBox(() => null)
  studentIdSeen = false;

  @TrimmedText(walkInRules.language)
  language?: Language;

  @IsObject({ message: walkInMessages.paymentRequired })
  @ValidateNested()
  @Type(() => WalkInPaymentDto)
  payment: WalkInPaymentDto;
}
