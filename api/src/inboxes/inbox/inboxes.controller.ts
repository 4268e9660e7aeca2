import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get } from '@nestjs/common';
import type { AuthUser, DataResult, InboxAssignees, InboxCounts } from '@caawg11/conference';
import { Allow, CurrentUser } from '../../platform/auth/guards.js';
import { UsersRepository } from '../../platform/users/users.repository.js';
import { InboxRegistry } from './inbox-registry.js';

/** What spans the inboxes: the sidebar's badges and the people a record can be handed to. */
@Allow('read', 'Inbox')
@ApiTags('Inboxes')
@Controller('admin/inboxes')
export class InboxesController {
  constructor(
    private readonly registry: InboxRegistry,
    private readonly users: UsersRepository,
  ) {}

  /** New records per inbox, for the inboxes the caller's role may read. */
  @ApiOperation({ summary: "Counts the new records of each inbox the caller's role may read" })
  @Get('counts')
  async counts(@CurrentUser() user: AuthUser): Promise<DataResult<InboxCounts>> {
    const data = await this.registry.countsFor(user);
    return { success: true, message: 'New records per inbox', data };
  }

  @ApiOperation({ summary: 'Lists the organisers an inbox record can be handed to' })
  @Get('assignees')
  async assignees(): Promise<DataResult<InboxAssignees>> {
    const members = await this.users.activeStaff();
    return {
      success: true,
      message: 'Team members',
      data: members.map((member) => ({ id: member.id, email: member.email })),
    };
  }
}
