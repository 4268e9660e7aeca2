import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';
import { discardLineRules, type DiscardLineRequest } from '@caawg11/conference';
import { TrimmedText } from '../common/dto-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class AssignLineDto {
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' ? String(value) : trim({ value }),
  )
  @IsString({ message: 'Choose the registration this transfer pays' })
  @Matches(/^[1-9]\d{0,18}$/, { message: 'Choose the registration this transfer pays' })
  registrationId: string;
}

export class DiscardLineDto implements DiscardLineRequest {
  @TrimmedText(discardLineRules.comment)
  comment: string;
}
