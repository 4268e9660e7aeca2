import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { maxLengths, messages, type LoginRequest } from '@caawg11/conference';

export class LoginDto implements LoginRequest {
  @MaxLength(maxLengths.email, { message: messages.loginFailed })
  @IsNotEmpty({ message: messages.loginRequired })
  @IsString({ message: messages.loginRequired })
  email: string;

  @MaxLength(1024, { message: messages.loginFailed })
  @IsNotEmpty({ message: messages.loginRequired })
  @IsString({ message: messages.loginRequired })
  password: string;
}
