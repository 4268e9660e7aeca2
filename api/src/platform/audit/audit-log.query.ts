import { IsIn, Matches } from 'class-validator';
import {
  auditRecordTypes,
  optionalText,
  type AuditLogQuery,
  type AuditRecordType,
} from '@caawg11/conference';
import { PageQuery } from '../admin/page-query.js';
import { CalendarDay, OptionalField, TrimmedText } from '../common/dto-rules.js';

export class AuditLogQueryDto extends PageQuery implements AuditLogQuery {
  @OptionalField()
  @TrimmedText(optionalText(254))
  actor?: string;

  @OptionalField()
  @IsIn([...auditRecordTypes], { message: 'recordType must be one of the record types' })
  recordType?: AuditRecordType;

  @OptionalField()
  @Matches(/^[\w-]{1,40}$/, { message: 'recordId must be a record id' })
  recordId?: string;

  @CalendarDay('from')
  from?: string;

  @CalendarDay('to')
  to?: string;
}
