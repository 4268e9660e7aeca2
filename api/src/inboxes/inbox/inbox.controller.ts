import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Get, Param, Post, Put, Query, type StreamableFile, type Type } from '@nestjs/common';
import {
  inboxSubjects,
  type AuthUser,
  type Clock,
  type DataResult,
  type InboxDetail,
  type InboxItem,
  type InboxName,
  type InboxNote,
  type InboxStatus,
  type ListResult,
} from '@caawg11/conference';
import { ExportQuery } from '../../platform/admin/export-query.js';
import { Actor } from '../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { Allow, CurrentUser } from '../../platform/auth/guards.js';
import { createValidationPipe } from '../../platform/common/validation.js';
import { inboxRecordId } from './inbox-definition.js';
import {
  InboxAssignmentDto,
  InboxBulkStatusChangeDto,
  InboxNoteDto,
  InboxStatusChangeDto,
  type InboxListQueryDto,
} from './inbox-requests.js';
import type { Inbox, InboxQuery } from './inbox.service.js';

/**
 * The routes every inbox answers under `/api/admin/<inbox>`, guarded by its permission subject.
 * An inbox's controller extends the class this returns, names its path with `@Controller`, and
 * adds routes of its own.
 */
export function InboxController<Name extends InboxName, Item extends InboxItem<InboxStatus<Name>>>(
  name: Name,
  listQuery: Type<InboxListQueryDto>,
) {
  const subject = inboxSubjects[name];
  // The query class is generic here, which the global pipe cannot see: name it for this pipe.
  const queryPipe = createValidationPipe(listQuery);
  const recordId = inboxRecordId(name);

  @ApiTags('Inboxes')
  @Allow('read', subject)
  class SharedInboxRoutes {
    // No injection decorators here: Nest would read them for every subclass's own parameters.
    constructor(
      readonly inbox: Inbox<Name, Item>,
      readonly clock: Clock,
    ) {}

    @ApiOperation({
      summary: `Lists the ${name} inbox, newest first, filtered by status, assignee and search`,
    })
    @Get()
    async list(
      @Query(queryPipe) query: InboxQuery,
      @CurrentUser() user: AuthUser,
    ): Promise<ListResult<Item>> {
      return { success: true, message: 'Records', ...(await this.inbox.list(query, user)) };
    }

    @ApiOperation({ summary: `Exports the filtered ${name} records as CSV or XLSX` })
    @Get('export')
    @Allow('export', subject)
    export(
      @Query(queryPipe) query: InboxQuery,
      @Query(createValidationPipe(ExportQuery)) { format }: ExportQuery,
      @CurrentUser() user: AuthUser,
    ): StreamableFile {
      return this.inbox.export(query, format, user, this.clock.now());
    }

    @ApiOperation({ summary: `Moves several ${name} records to a status at once` })
    @Put('status')
    @Allow('update', subject)
    async changeStatuses(
      @Body() body: InboxBulkStatusChangeDto,
      @Actor() actor: AuditActor,
      @CurrentUser() user: AuthUser,
    ): Promise<DataResult<{ updated: number }>> {
      const data = await this.inbox.changeStatuses(body.ids, body, actor, user);
      return { success: true, message: 'Statuses updated', data };
    }

    @ApiOperation({ summary: `Shows one ${name} record with its history, notes and consents` })
    @Get(':id')
    async detail(
      @Param('id', recordId) id: string,
      @CurrentUser() user: AuthUser,
    ): Promise<DataResult<InboxDetail<Item>>> {
      return { success: true, message: 'Record', data: await this.inbox.detail(id, user) };
    }

    @ApiOperation({
      summary: `Moves a ${name} record to a status, sending its notice where one is due`,
    })
    @Put(':id/status')
    @Allow('update', subject)
    async changeStatus(
      @Param('id', recordId) id: string,
      @Body() body: InboxStatusChangeDto,
      @Actor() actor: AuditActor,
      @CurrentUser() user: AuthUser,
    ): Promise<DataResult<Item>> {
      const data = await this.inbox.changeStatus(id, body, actor, user);
      return { success: true, message: 'Status updated', data };
    }

    @ApiOperation({ summary: `Hands a ${name} record to an organiser` })
    @Put(':id/assignee')
    @Allow('update', subject)
    async assign(
      @Param('id', recordId) id: string,
      @Body() body: InboxAssignmentDto,
      @Actor() actor: AuditActor,
      @CurrentUser() user: AuthUser,
    ): Promise<DataResult<Item>> {
      const data = await this.inbox.assign(id, body.userId, actor, user);
      return { success: true, message: 'Assignee updated', data };
    }

    @ApiOperation({ summary: `Adds an organisers' note to a ${name} record` })
    @Post(':id/notes')
    @Allow('update', subject)
    async addNote(
      @Param('id', recordId) id: string,
      @Body() body: InboxNoteDto,
      @Actor() actor: AuditActor,
      @CurrentUser() user: AuthUser,
    ): Promise<DataResult<InboxNote>> {
      const data = await this.inbox.addNote(id, body.body, actor, user);
      return { success: true, message: 'Note added', data };
    }
  }
  return SharedInboxRoutes;
}
