import { ArrayMaxSize, IsArray, IsIn } from 'class-validator';
import {
  invitationAcceptanceRules,
  invitationLinkRules,
  subthemeTitles,
  teamFormMessages,
  teamInvitationRules,
  type InvitationAcceptance,
  type InvitationLink,
  type ReviewerSubthemesChange,
  type StaffRole,
  type SubthemeTitle,
  type TeamInvitationRequest,
} from '@caawg11/conference';
import { EmailAddress, FollowsRule, TrimmedText } from '../../common/dto-rules.js';

const subthemesMessage = teamFormMessages.subthemes;

export class TeamInvitationDto implements TeamInvitationRequest {
  @EmailAddress(teamInvitationRules.email)
  email: string;

  @TrimmedText(teamInvitationRules.role)
  role: StaffRole;

  @FollowsRule(teamInvitationRules.subthemes)
  subthemes?: SubthemeTitle[];
}

export class ReviewerSubthemesDto implements ReviewerSubthemesChange {
  @IsArray({ message: subthemesMessage })
  @ArrayMaxSize(subthemeTitles.length, { message: subthemesMessage })
  @IsIn([...subthemeTitles], { each: true, message: subthemesMessage })
  subthemes: SubthemeTitle[];
}

export class InvitationLinkDto implements InvitationLink {
  @FollowsRule(invitationLinkRules.token)
  token: string;
}

export class InvitationAcceptanceDto implements InvitationAcceptance {
  @FollowsRule(invitationAcceptanceRules.token)
  token: string;

  @FollowsRule(invitationAcceptanceRules.password)
  password: string;
}
