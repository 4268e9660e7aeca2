import {
  announcementDraftRules as rules,
  type AnnouncementAudience,
  type AnnouncementDraft,
  type AnnouncementTexts,
} from '@caawg11/conference';
import { FollowsRule } from '../../platform/common/dto-rules.js';

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
