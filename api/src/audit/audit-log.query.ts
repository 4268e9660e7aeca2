import { IsIn, IsOptional, Matches } from 'class-validator';
import {
  auditRecordTypes,
  optionalText,
  type AuditLogQuery,
  type AuditRecordType,
} from '@caawg11/conference';
import { PageQuery } from '../admin/page-query.js';
import { CalendarDay, TrimmedText } from '../common/dto-rules.js';

export class AuditLogQueryDto extends PageQuery implements AuditLogQuery {
  @IsOptional()
  @TrimmedText(optionalText(254))
  actor?: string;

  @IsOptional()
  @IsIn([...auditRecordTypes], { message: 'recordType must be one of the record types' })
  recordType?: AuditRecordType;

  @IsOptional()
  @Matches(/^[\w-]{1,40}$/, { message: 'recordId must be a record id' })
  recordId?: string;

  @CalendarDay('from')
  from?: string;

  @CalendarDay('to')
  to?: string;
}
