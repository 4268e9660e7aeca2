import { IsString, MaxLength, MinLength } from 'class-validator';
import { messages } from '@caawg11/conference';
import { minPasswordLength } from './register.dto.js';

export class ChangePasswordDto {
  @MaxLength(1024, { message: messages.tooLong(1024) })
  @IsString({ message: messages.required })
  currentPassword: string;

  @MaxLength(1024, { message: messages.tooLong(1024) })
  @MinLength(minPasswordLength, {
    message: `The password must have at least ${minPasswordLength} characters`,
  })
  @IsString({ message: messages.required })
  newPassword: string;
}
