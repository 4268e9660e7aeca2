import { Controller, Get } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, In } from 'typeorm';
import {
  inboxSubjects,
  permissionsFor,
  staffRoles,
  type AuthUser,
  type DataResult,
  type InboxAssignees,
  type InboxCounts,
} from '@caawg11/conference';
import { Allow, CurrentUser } from '../auth/guards.js';
import { User } from '../users/user.entity.js';
import { InboxRegistry } from './inbox-registry.js';

/** What spans the inboxes: the sidebar's badges and the people a record can be handed to. */
@Allow('read', 'Inbox')
@Controller('admin/inboxes')
export class InboxesController {
  constructor(
    private readonly registry: InboxRegistry,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** New records per inbox, for the inboxes the caller's role may read. */
  @Get('counts')
  async counts(@CurrentUser() user: AuthUser): Promise<DataResult<InboxCounts>> {
    const permissions = permissionsFor(user);
    const readable = this.registry
      .all()
      .filter((inbox) => permissions.can('read', inboxSubjects[inbox.name]));
    const counts = await Promise.all(readable.map((inbox) => inbox.countNew(user)));
    const data: InboxCounts = {};
    readable.forEach((inbox, index) => (data[inbox.name] = counts[index]));
    return { success: true, message: 'New records per inbox', data };
  }

  @Get('assignees')
  async assignees(): Promise<DataResult<InboxAssignees>> {
    const members = await this.dataSource.getRepository(User).find({
      select: { id: true, email: true },
      where: { role: In([...staffRoles]), disabledAt: IsNull() },
      order: { email: 'ASC' },
    });
    return {
      success: true,
      message: 'Team members',
      data: members.map((member) => ({ id: member.id, email: member.email })),
    };
  }
}
