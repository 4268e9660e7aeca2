import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import {
  badgeLayouts,
  badgeMessages,
  badgeNameMaxLength,
  participantCategories,
  paymentStatuses,
  type BadgeLayout,
  type ParticipantCategory,
  type PaymentStatus,
} from '@caawg11/conference';
import { FollowsRule, OptionalField } from '../../platform/common/dto-rules.js';

const isoDateTime = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** The registrations list's filters, and what a print run needs besides. */
export class BadgesQuery {
  @OptionalField()
  @IsIn([...paymentStatuses], { message: 'paymentStatus must be pending, verified or rejected' })
  paymentStatus?: PaymentStatus;

  @OptionalField()
  @IsIn([...participantCategories], {
    message: `participantCategory must be one of ${participantCategories.join(', ')}`,
  })
  participantCategory?: ParticipantCategory;

  @OptionalField()
  @IsIn(['yes', 'no'], { message: badgeMessages.checkedInInvalid })
  checkedIn?: 'yes' | 'no';

  @OptionalField()
  @FollowsRule((value) =>
    typeof value === 'string' && isoDateTime.test(value) && !Number.isNaN(Date.parse(value))
      ? null
      : badgeMessages.changedSinceInvalid,
  )
  changedSince?: string;

  @OptionalField()
  @IsIn([...badgeLayouts], { message: badgeMessages.layoutInvalid })
  layout: BadgeLayout = 'a4-sheet';
}

export class BadgeNameDto {
  /** Blank goes back to first name and other names. */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @FollowsRule((value) =>
    typeof value !== 'string'
      ? badgeMessages.nameRequired
      : value.length > badgeNameMaxLength
        ? badgeMessages.nameTooLong
        : null,
  )
  badgeName: string;
}
