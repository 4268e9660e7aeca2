import { Transform, Type } from 'class-transformer';
import { IsIn, IsString, MaxLength } from 'class-validator';
import {
  normalisePassportNumber,
  visaLetterRefusalRules,
  visaLetterRequestRules as rules,
  visaLetterSettingsRules,
  visaLetterStatuses,
  type VisaLetterIssueRule,
  type VisaLetterListQuery,
  type VisaLetterRefusal,
  type VisaLetterRequestInput,
  type VisaLetterSettings,
  type VisaLetterStatus,
} from '@caawg11/conference';
import { FollowsRule, OptionalField, TrimmedText } from '../../../platform/common/dto-rules.js';
import { ExportQuery } from '../../../platform/admin/export-query.js';
import { PageQuery } from '../../../platform/admin/page-query.js';

/** POST /api/my-registration/visa-letter. */
export class VisaLetterRequestDto implements VisaLetterRequestInput {
  @TrimmedText(rules.fullName)
  fullName: string;

  /** Stored in capitals without spaces or dashes, as the passport's machine-readable zone has it. */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normalisePassportNumber(value) : value,
  )
  @FollowsRule(rules.passportNumber)
  passportNumber: string;

  @TrimmedText(rules.nationality)
  nationality: string;

  @TrimmedText(rules.dateOfBirth)
  dateOfBirth: string;

  @TrimmedText(rules.passportExpiry)
  passportExpiry: string;

  @TrimmedText(rules.embassy)
  embassy: string;
}

export class VisaLetterSettingsDto implements VisaLetterSettings {
  @FollowsRule(visaLetterSettingsRules.issueRule)
  issueRule: VisaLetterIssueRule;

  @TrimmedText(visaLetterSettingsRules.chairName)
  chairName: string;

  @TrimmedText(visaLetterSettingsRules.chairTitle)
  chairTitle: string;
}

export class VisaLetterRefusalDto implements VisaLetterRefusal {
  @TrimmedText(visaLetterRefusalRules.reason)
  reason: string;
}

export class VisaLetterListQueryDto extends PageQuery implements VisaLetterListQuery {
  @OptionalField()
  @IsIn([...visaLetterStatuses], { message: 'status must be requested, issued or refused' })
  status?: VisaLetterStatus;

  @OptionalField()
  @Type(() => String)
  @IsString()
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;
}

export class VisaLetterExportQueryDto extends ExportQuery implements VisaLetterListQuery {
  @OptionalField()
  @IsIn([...visaLetterStatuses], { message: 'status must be requested, issued or refused' })
  status?: VisaLetterStatus;

  @OptionalField()
  @Type(() => String)
  @IsString()
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;
}
