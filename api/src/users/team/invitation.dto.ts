import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  messages,
  requiredEmail,
  staffRoles,
  subthemeTitles,
  type InvitationAcceptance,
  type ReviewerSubthemesChange,
  type StaffRole,
  type SubthemeTitle,
  type TeamInvitationRequest,
} from '@caawg11/conference';
import { EmailAddress } from '../../common/dto-rules.js';
import { NewPassword } from '../../auth/new-password.decorator.js';

const subthemesMessage = 'subthemes must be a list of the conference subthemes';

export class TeamInvitationDto implements TeamInvitationRequest {
  @EmailAddress(requiredEmail(messages.required, messages.invalidEmail))
  email: string;

  @IsIn([...staffRoles], { message: `role must be one of ${staffRoles.join(', ')}` })
  role: StaffRole;

  @IsOptional()
  @IsArray({ message: subthemesMessage })
  @ArrayMaxSize(subthemeTitles.length, { message: subthemesMessage })
  @IsIn([...subthemeTitles], { each: true, message: subthemesMessage })
  subthemes?: SubthemeTitle[];
}

export class ReviewerSubthemesDto implements ReviewerSubthemesChange {
  @IsArray({ message: subthemesMessage })
  @ArrayMaxSize(subthemeTitles.length, { message: subthemesMessage })
  @IsIn([...subthemeTitles], { each: true, message: subthemesMessage })
  subthemes: SubthemeTitle[];
}

export class InvitationAcceptanceDto implements InvitationAcceptance {
  @MaxLength(100, { message: messages.tooLong(100) })
  @IsString({ message: messages.required })
  token: string;

  @NewPassword()
  password: string;
}
