import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { Actor } from '../../audit/actor.decorator.js';
import type { AuditActor } from '../../audit/audit.service.js';
import { Allow } from '../../auth/guards.js';
import { ChangeRoleDto } from './change-role.dto.js';
import type { TeamMember } from '@caawg11/conference';
import { TeamService } from './team.service.js';

/** Team management: the organisers' accounts, their roles and whether they may sign in. */
@Allow('manage', 'Team')
@Controller('admin/team')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get()
  async list(): Promise<{ success: true; data: TeamMember[]; count: number }> {
    const data = await this.team.list();
    return { success: true, data, count: data.length };
  }

  @Put(':id/role')
  async changeRole(
    @Param('id') id: string,
    @Body() body: ChangeRoleDto,
    @Actor() actor: AuditActor,
  ): Promise<{ success: true; message: string; data: TeamMember }> {
    const data = await this.team.changeRole(id, body.role, actor);
    return { success: true, message: 'Role changed', data };
  }

  @Put(':id/disable')
  async disable(
    @Param('id') id: string,
    @Actor() actor: AuditActor,
  ): Promise<{ success: true; message: string; data: TeamMember }> {
    const data = await this.team.disable(id, actor);
    return { success: true, message: 'Team member disabled', data };
  }
}
