import { fieldTripSettingsRules as rules, type FieldTripSettings } from '@caawg11/conference';
import { FollowsRule } from '../../platform/common/dto-rules.js';

export class FieldTripSettingsDto implements FieldTripSettings {
  @FollowsRule(rules.seats)
  seats: number;

  @FollowsRule(rules.payBy)
  payBy: string;
}
