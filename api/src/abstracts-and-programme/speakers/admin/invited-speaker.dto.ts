import { IsIn } from 'class-validator';
import { invitedSpeakerRules as rules, type InvitedSpeakerInput } from '@caawg11/conference';
import { OptionalField, TrimmedText } from '../../../platform/common/dto-rules.js';

export class InvitedSpeakerDto implements InvitedSpeakerInput {
  @TrimmedText(rules.name)
  name: string;

  @TrimmedText(rules.affiliation)
  affiliation: string;

  @OptionalField()
  @TrimmedText(rules.email)
  email?: string | null;

  @OptionalField()
  @TrimmedText(rules.topic)
  topic?: string | null;

  @OptionalField()
  @TrimmedText(rules.biography)
  biography?: string | null;
}

export class InvitedSpeakerMoveDto {
  @IsIn(['up', 'down'], { message: 'direction must be up or down' })
  direction: 'up' | 'down';
}
