import { applyDecorators } from '@nestjs/common';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { messages, minPasswordLength, teamMessages } from '@caawg11/conference';

/** A password an account is about to get: at least the minimum length, at most 1,024 characters. */
export function NewPassword(): PropertyDecorator {
  return applyDecorators(
    MaxLength(1024, { message: messages.tooLong(1024) }),
    MinLength(minPasswordLength, { message: teamMessages.passwordTooShort(minPasswordLength) }),
    IsString({ message: messages.required }),
  );
}
