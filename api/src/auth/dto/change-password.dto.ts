import { IsString, MaxLength } from 'class-validator';
import { messages, type PasswordChange } from '@caawg11/conference';
import { NewPassword } from '../new-password.decorator.js';

export class ChangePasswordDto implements PasswordChange {
  @MaxLength(1024, { message: messages.tooLong(1024) })
  @IsString({ message: messages.required })
  currentPassword: string;

  @NewPassword()
  newPassword: string;
}
