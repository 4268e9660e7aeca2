import {
  announcementDraftRules as rules,
  announcementMessages,
  type AnnouncementAudience,
  type AnnouncementDraft,
  type AnnouncementTexts,
  type UnsubscribeRequest,
} from '@caawg11/conference';
import { FollowsRule } from '../common/dto-rules.js';
import { unsubscribeTokenPattern } from './unsubscribe-link.js';

/** `POST /api/admin/announcements` and its preview; the service keeps only the known fields. */
export class AnnouncementDraftDto implements AnnouncementDraft {
  @FollowsRule(rules.audience)
  audience: AnnouncementAudience;

  @FollowsRule(rules.texts)
  texts: AnnouncementTexts;

  @FollowsRule(rules.essential)
  essential: boolean;

  @FollowsRule(rules.sendAt)
  sendAt?: string;
}

/** `POST /api/admin/announcements/audience`: who a draft's audience reaches. */
export class AudienceQueryDto implements Pick<AnnouncementDraft, 'audience' | 'essential'> {
  @FollowsRule(rules.audience)
  audience: AnnouncementAudience;

  @FollowsRule(rules.essential)
  essential: boolean;
}

export class UnsubscribeDto implements UnsubscribeRequest {
  @FollowsRule((value) =>
    typeof value === 'string' && unsubscribeTokenPattern.test(value)
      ? null
      : announcementMessages.unsubscribeInvalid,
  )
  token: string;
}
