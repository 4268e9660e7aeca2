import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { maxLengths } from '@caawg11/conference';

export const searchRequiredMessage = 'Please enter an email address or a name to search for';

export class SearchRegistrationsQuery {
  /** The portal's parameter name; it matches an e-mail address, a first name or a family name. */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: searchRequiredMessage })
  @IsNotEmpty({ message: searchRequiredMessage })
  @MaxLength(maxLengths.email, {
    message: `Search text must be at most ${maxLengths.email} characters`,
  })
  email: string;
}
