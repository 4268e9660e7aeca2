import { retentionSettingsRules as rules, type RetentionSettings } from '@caawg11/conference';
import { FollowsRule } from '../../platform/common/dto-rules.js';

export class RetentionSettingsDto implements RetentionSettings {
  @FollowsRule(rules.studentIdDays)
  studentIdDays: number;

  @FollowsRule(rules.paymentProofDays)
  paymentProofDays: number;

  @FollowsRule(rules.passportDays)
  passportDays: number;

  @FollowsRule(rules.unpaidRegistrationDays)
  unpaidRegistrationDays: number;

  @FollowsRule(rules.inquiryMonths)
  inquiryMonths: number;

  @FollowsRule(rules.mailBodyDays)
  mailBodyDays: number;
}
