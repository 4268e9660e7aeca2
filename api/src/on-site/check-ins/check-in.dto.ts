import { Transform } from 'class-transformer';
import {
  checkInCodeProblem,
  checkInDays,
  checkInEvents,
  checkInMessages,
  checkInNonceMaxLength,
  type CheckInDay,
  type CheckInEvent,
  type CheckInOccasion,
  type CheckInRequest,
} from '@caawg11/conference';
import { FollowsRule, OptionalField } from '../../platform/common/dto-rules.js';

const noncePattern = new RegExp(`^[A-Za-z0-9_-]{1,${checkInNonceMaxLength}}$`);
const isDay = (value: unknown) => (checkInDays as readonly unknown[]).includes(value);
const isEvent = (value: unknown) => (checkInEvents as readonly unknown[]).includes(value);

export class CheckInDto implements CheckInRequest {
  @FollowsRule((value) => checkInCodeProblem(value))
  code: string;

  @OptionalField()
  @FollowsRule((value) =>
    typeof value === 'string' && noncePattern.test(value) ? null : checkInMessages.nonceInvalid,
  )
  nonce?: string;

  @OptionalField()
  @FollowsRule((value) => (isDay(value) ? null : checkInMessages.dayInvalid))
  day?: CheckInDay;

  @OptionalField()
  @FollowsRule((value, body) =>
    !isEvent(value)
      ? checkInMessages.eventInvalid
      : (body as CheckInRequest | undefined)?.day !== undefined
        ? checkInMessages.dayAndEvent
        : null,
  )
  event?: CheckInEvent;
}

/** `?day=` or `?event=` of the live count. */
export class CheckInSummaryQuery {
  @OptionalField()
  @FollowsRule((value) => (isDay(value) ? null : checkInMessages.dayInvalid))
  day?: CheckInDay;

  @OptionalField()
  @FollowsRule((value) => (isEvent(value) ? null : checkInMessages.eventInvalid))
  event?: CheckInEvent;

  get occasion(): CheckInOccasion | undefined {
    return this.event ?? this.day;
  }
}

export class CheckInSearchQuery {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @FollowsRule((value) => {
    if (typeof value !== 'string' || value.length < 2) return checkInMessages.searchTooShort;
    return checkInCodeProblem(value);
  })
  q: string;
}
