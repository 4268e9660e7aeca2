import { IsIn, Matches } from 'class-validator';
import {
  mailStatuses,
  mailTemplatePattern,
  optionalText,
  type MailLogQuery,
  type MailStatus,
} from '@caawg11/conference';
import { PageQuery } from '../../admin/page-query.js';
import { OptionalField, TrimmedText } from '../../common/dto-rules.js';

export class MailLogQueryDto extends PageQuery implements MailLogQuery {
  /** Part of the recipient's address or of the Message-ID. */
  @OptionalField()
  @TrimmedText(optionalText(254))
  search?: string;

  @OptionalField()
  @Matches(mailTemplatePattern, { message: 'template must be a template name' })
  template?: string;

  @OptionalField()
  @IsIn([...mailStatuses], { message: `status must be one of ${mailStatuses.join(', ')}` })
  status?: MailStatus;
}
