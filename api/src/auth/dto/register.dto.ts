import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { maxLengths, messages } from '@caawg11/conference';

export const minPasswordLength = 12;

export class RegisterDto {
  @MaxLength(maxLengths.email, { message: messages.tooLong(maxLengths.email) })
  @IsEmail({}, { message: messages.invalidEmail })
  @IsString({ message: messages.required })
  email: string;

  @MaxLength(1024, { message: messages.tooLong(1024) })
  @MinLength(minPasswordLength, {
    message: `The password must have at least ${minPasswordLength} characters`,
  })
  @IsString({ message: messages.required })
  password: string;
}
