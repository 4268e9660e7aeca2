import { messages, requiredEmail } from '@caawg11/conference';
import { EmailAddress } from '../../common/dto-rules.js';
import { NewPassword } from '../new-password.decorator.js';

export class RegisterDto {
  @EmailAddress(requiredEmail(messages.required))
  email: string;

  @NewPassword()
  password: string;
}
