import {
  certificateMessages,
  certificateSettingsRules,
  requiredText,
  type AttendanceMarkRequest,
  type CertificateSettings,
  type CertificateSignatory,
} from '@caawg11/conference';
import { FollowsRule, TrimmedText } from '../../../platform/common/dto-rules.js';

export class CertificateSettingsDto implements CertificateSettings {
  @FollowsRule(certificateSettingsRules.signatories)
  signatories: CertificateSignatory[];
}

export class AttendanceMarkDto implements AttendanceMarkRequest {
  @TrimmedText(requiredText(certificateMessages.referenceRequired, 20))
  reference: string;

  @FollowsRule((value) =>
    typeof value === 'boolean' ? null : certificateMessages.attendedRequired,
  )
  attended: boolean;
}
