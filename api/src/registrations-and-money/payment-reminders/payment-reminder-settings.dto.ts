import {
  paymentReminderSettingsRules as rules,
  publicApiMessages,
  type PaymentReminderSettings,
  type ReminderOptOutRequest,
} from '@caawg11/conference';
import { FollowsRule } from '../../platform/common/dto-rules.js';

export class PaymentReminderSettingsDto implements PaymentReminderSettings {
  @FollowsRule(rules.dueDays)
  dueDays: number;

  @FollowsRule(rules.finalDeadline)
  finalDeadline: string;

  @FollowsRule(rules.remindDaysBefore)
  remindDaysBefore: number;

  @FollowsRule(rules.intervalDays)
  intervalDays: number;

  @FollowsRule(rules.maxReminders)
  maxReminders: number;

  @FollowsRule(rules.paused)
  paused: boolean;
}

export class ReminderOptOutDto implements ReminderOptOutRequest {
  @FollowsRule((value) =>
    typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
      ? null
      : publicApiMessages.reminderLinkInvalid,
  )
  token: string;
}
