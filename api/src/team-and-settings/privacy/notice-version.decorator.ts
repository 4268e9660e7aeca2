import { isKnownPrivacyNoticeVersion, privacyMessages } from '@caawg11/conference';
import { FollowsRule } from '../../platform/common/dto-rules.js';

/**
 * The version of the privacy notice a form showed: absent from an older client, otherwise one
 * the site has published, so a consent never names a notice that does not exist.
 */
export function NoticeVersion(): PropertyDecorator {
  return FollowsRule((value) =>
    value === undefined || value === null || value === '' || isKnownPrivacyNoticeVersion(value)
      ? null
      : privacyMessages.unknownNoticeVersion,
  );
}
