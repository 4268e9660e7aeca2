import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { Actor } from '../../audit/actor.decorator.js';
import type { AuditActor } from '../../audit/audit.service.js';
import { Allow } from '../../auth/guards.js';
import { ChangeRoleDto } from './change-role.dto.js';
import {
  teamMessages,
  twoFactorMessages,
  type DataResult,
  type ListResult,
  type TeamInvitation,
  type TeamMember,
} from '@caawg11/conference';
import { ReviewerSubthemesDto, TeamInvitationDto } from './invitation.dto.js';
import { InvitationsService } from './invitations.service.js';
import { TeamService } from './team.service.js';

/** Team management: the organisers' accounts, their roles and whether they may sign in. */
@Allow('manage', 'Team')
@ApiTags('Team and settings')
@Controller('admin/team')
export class TeamController {
  constructor(
    private readonly team: TeamService,
    private readonly invitations: InvitationsService,
  ) {}

  @ApiOperation({ summary: "Lists the team's members with their roles" })
  @Get()
  async list(): Promise<ListResult<TeamMember>> {
    const data = await this.team.list();
    return { success: true, message: 'Team', data, count: data.length };
  }

  @ApiOperation({ summary: 'Lists the invitations not yet accepted' })
  @Get('invitations')
  async pendingInvitations(): Promise<ListResult<TeamInvitation>> {
    const data = await this.invitations.pending();
    return { success: true, message: 'Invitations', data, count: data.length };
  }

  /** The invitee gets a single-use link by e-mail to choose their password. */
  @ApiOperation({ summary: 'Invites a new team member by e-mail, with a role' })
  @Post('invitations')
  async invite(
    @Body() body: TeamInvitationDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<TeamInvitation>> {
    const data = await this.invitations.invite(body, actor);
    return { success: true, message: teamMessages.invitationSent(data.email), data };
  }

  @ApiOperation({ summary: 'Chooses the subthemes whose abstracts a reviewer reviews' })
  @Put(':id/subthemes')
  async setSubthemes(
    @Param('id') id: string,
    @Body() body: ReviewerSubthemesDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<TeamMember>> {
    const data = await this.team.setSubthemes(id, body.subthemes, actor);
    return { success: true, message: 'Subthemes changed', data };
  }

  @ApiOperation({ summary: "Changes a member's role" })
  @Put(':id/role')
  async changeRole(
    @Param('id') id: string,
    @Body() body: ChangeRoleDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<TeamMember>> {
    const data = await this.team.changeRole(id, body.role, actor);
    return { success: true, message: 'Role changed', data };
  }

  /** For a member who lost their authenticator: they set two factors up again. */
  @ApiOperation({ summary: "Resets a member's second factor, so they set it up again" })
  @Post(':id/two-factor/reset')
  @HttpCode(HttpStatus.OK)
  async resetTwoFactor(
    @Param('id') id: string,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<TeamMember>> {
    const data = await this.team.resetTwoFactor(id, actor);
    return { success: true, message: twoFactorMessages.reset(data.email), data };
  }

  @ApiOperation({ summary: "Disables a member's account and ends their sign-ins" })
  @Put(':id/disable')
  async disable(
    @Param('id') id: string,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<TeamMember>> {
    const data = await this.team.disable(id, actor);
    return { success: true, message: 'Team member disabled', data };
  }
}
