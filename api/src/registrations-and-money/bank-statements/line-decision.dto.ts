import { Transform } from 'class-transformer';
import {
  assignLineRules,
  discardLineRules,
  type AssignLineRequest,
  type DiscardLineRequest,
} from '@caawg11/conference';
import { FollowsRule, TrimmedText } from '../../platform/common/dto-rules.js';

export class AssignLineDto implements AssignLineRequest {
  /** A client may send the id as a JSON number; it is stored and compared as text. */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value,
  )
  @FollowsRule(assignLineRules.registrationId)
  registrationId: string;
}

export class DiscardLineDto implements DiscardLineRequest {
  @TrimmedText(discardLineRules.comment)
  comment: string;
}
