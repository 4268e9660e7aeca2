import { IsIn } from 'class-validator';
import {
  programmeMessages,
  programmePlacementRules as placementRules,
  programmeSessionRules as rules,
  type ProgrammePlacementInput,
  type ProgrammeSessionInput,
  type SessionDeleteQuery,
  type SessionKind,
  type SubthemeTitle,
} from '@caawg11/conference';
import { FollowsRule, OptionalField, TrimmedText } from '../../../platform/common/dto-rules.js';

export class ProgrammeSessionDto implements ProgrammeSessionInput {
  @TrimmedText(rules.title)
  title: string;

  @TrimmedText(rules.subtheme)
  subtheme: SubthemeTitle;

  @TrimmedText(rules.day)
  day: string;

  @FollowsRule(rules.start)
  start: string;

  @FollowsRule(rules.end)
  end: string;

  @TrimmedText(rules.room)
  room: string;

  @TrimmedText(rules.chair)
  chair?: string | null;

  @TrimmedText(rules.kind)
  kind: SessionKind;
}

export class ProgrammePlacementDto implements ProgrammePlacementInput {
  @FollowsRule(placementRules.sessionId)
  sessionId: string;

  @FollowsRule(placementRules.start)
  start?: string;

  @FollowsRule(placementRules.end)
  end?: string;

  @FollowsRule(placementRules.position)
  position?: number;
}

export class SessionDeleteQueryDto implements SessionDeleteQuery {
  @OptionalField()
  @IsIn(['true', 'false'], { message: programmeMessages.deleteConfirmation })
  confirm?: 'true' | 'false';
}
