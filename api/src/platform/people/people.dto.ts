import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  maxErasureReasonLength,
  maxLengths,
  peopleMessages,
  type EraseRequest,
} from '@caawg11/conference';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

const emailTooLong = `The e-mail address may be at most ${maxLengths.email} characters.`;

/** `?email=` of the people screen and its export. */
export class PersonQuery {
  @Transform(trimmed)
  @IsString({ message: peopleMessages.emailRequired })
  @IsNotEmpty({ message: peopleMessages.emailRequired })
  @MaxLength(maxLengths.email, { message: emailTooLong })
  email: string;
}

export class EraseDto implements EraseRequest {
  @Transform(trimmed)
  @IsString({ message: peopleMessages.emailRequired })
  @IsNotEmpty({ message: peopleMessages.emailRequired })
  @MaxLength(maxLengths.email, { message: emailTooLong })
  email: string;

  @Transform(trimmed)
  @IsString({ message: peopleMessages.reasonRequired })
  @IsNotEmpty({ message: peopleMessages.reasonRequired })
  @MaxLength(maxErasureReasonLength, { message: peopleMessages.reasonTooLong })
  reason: string;
}
