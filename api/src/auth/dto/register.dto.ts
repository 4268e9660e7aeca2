import { IsEmail, IsString, MaxLength } from 'class-validator';
import { maxLengths, messages } from '@caawg11/conference';
import { NewPassword } from '../new-password.decorator.js';

export class RegisterDto {
  @MaxLength(maxLengths.email, { message: messages.tooLong(maxLengths.email) })
  @IsEmail({}, { message: messages.invalidEmail })
  @IsString({ message: messages.required })
  email: string;

  @NewPassword()
  password: string;
}
