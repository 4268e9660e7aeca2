import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class AssignLineDto {
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' ? String(value) : trim({ value }),
  )
  @IsString({ message: 'Choose the registration this transfer pays' })
  @Matches(/^[1-9]\d{0,18}$/, { message: 'Choose the registration this transfer pays' })
  registrationId: string;
}

export class DiscardLineDto {
  @Transform(trim)
  @IsString({ message: 'Say why this transfer is set aside' })
  @IsNotEmpty({ message: 'Say why this transfer is set aside' })
  @MaxLength(1000, { message: 'Please keep the comment under 1000 characters' })
  comment: string;
}
