import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, Matches, ValidateIf } from 'class-validator';
import {
  inboxMessages,
  inboxNeedsReason,
  inboxSortKeys,
  inboxStatuses,
  inboxTextMaxLength,
  listSortOrders,
  optionalText,
  requiredText,
  type InboxAssignment,
  type InboxBulkStatusChange,
  type InboxListQuery,
  type InboxName,
  type InboxNoteRequest,
  type InboxStatusChange,
  type ListSortOrder,
} from '@caawg11/conference';
import { PageQuery } from '../../platform/admin/page-query.js';
import { CalendarDay, OptionalField, TrimmedText } from '../../platform/common/dto-rules.js';

const recordId = /^[1-9]\d{0,18}$/;

/** The page, order, search, assignee and dates that every inbox list and export accepts. */
export class InboxListQueryDto extends PageQuery implements InboxListQuery {
  sort?: string;
  status?: string;

  @OptionalField()
  @IsIn([...listSortOrders], { message: 'order must be asc or desc' })
  order?: ListSortOrder;

  @OptionalField()
  @TrimmedText(optionalText(200))
  q?: string;

  @OptionalField()
  @Matches(/^(me|none|[1-9]\d{0,18})$/, {
    message: 'assignee must be me, none or a team member id',
  })
  assignee?: string;

  @CalendarDay('from')
  from?: string;

  @CalendarDay('to')
  to?: string;
}

/**
 * The list query of one inbox: its own statuses and sort columns, so an unknown value is a 400
 * with a message rather than a silent "any". An inbox with filters of its own extends this.
 */
export function inboxListQuery<Name extends InboxName>(name: Name) {
  const statuses: readonly string[] = inboxStatuses[name];
  const sortKeys: readonly string[] = inboxSortKeys[name];
  class QueryOfInbox extends InboxListQueryDto {
    @OptionalField()
    @IsIn(sortKeys, { message: `sort must be one of: ${sortKeys.join(', ')}` })
    declare sort?: string;

    @OptionalField()
    @IsIn(statuses, { message: `status must be one of: ${statuses.join(', ')}` })
    declare status?: string;
  }
  return QueryOfInbox;
}

/** A status and, for a decision the person is told about, its reason. */
export class InboxStatusChangeDto implements InboxStatusChange {
  @TrimmedText(requiredText(inboxMessages.statusRequired, 32))
  status: string;

  @ValidateIf(
    (body: InboxStatusChangeDto) => inboxNeedsReason(body.status) || body.reason !== undefined,
  )
  @TrimmedText(requiredText(inboxMessages.reasonRequired, inboxTextMaxLength))
  reason?: string;
}

export const maxBulkSize = 500;

export class InboxBulkStatusChangeDto
  extends InboxStatusChangeDto
  implements InboxBulkStatusChange
{
  @IsArray({ message: 'ids must be a list of record ids' })
  @ArrayNotEmpty({ message: 'Select at least one record' })
  @ArrayMaxSize(maxBulkSize, { message: `At most ${maxBulkSize} records can change at once` })
  @Matches(recordId, { each: true, message: 'ids must be a list of record ids' })
  ids: string[];
}

export class InboxAssignmentDto implements InboxAssignment {
  @ValidateIf((body: InboxAssignmentDto) => body.userId !== null)
  @Matches(recordId, { message: 'userId must be a team member id or null' })
  userId: string | null;
}

export class InboxNoteDto implements InboxNoteRequest {
  @TrimmedText(requiredText(inboxMessages.noteRequired, inboxTextMaxLength))
  body: string;
}

/** Text for a reply, kept apart from notes because its message is the reply form's. */
export class InboxReplyDto implements InboxNoteRequest {
  @TrimmedText(requiredText(inboxMessages.replyRequired, inboxTextMaxLength))
  body: string;
}
