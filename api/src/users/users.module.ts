import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { FirstAdminService } from './first-admin.service.js';
import { User } from './user.entity.js';
import { UsersService } from './users.service.js';
import { InvitationAcceptanceController } from './team/invitation-acceptance.controller.js';
import { InvitationsService } from './team/invitations.service.js';
import { TeamController } from './team/team.controller.js';
import { TeamService } from './team/team.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User]), AuditModule],
  controllers: [TeamController, InvitationAcceptanceController],
  providers: [UsersService, FirstAdminService, TeamService, InvitationsService],
  exports: [UsersService],
})
export class UsersModule {}
