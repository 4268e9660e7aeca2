import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { PasswordHasher } from '../security/password-hasher.js';
import { FirstAdminService } from './first-admin.service.js';
import { TeamInvitationEntry } from './team-invitation.entity.js';
import { TeamInvitationsRepository } from './team-invitations.repository.js';
import { User } from './user.entity.js';
import { UsersRepository } from './users.repository.js';
import { InvitationAcceptanceController } from './team/invitation-acceptance.controller.js';
import { InvitationsService } from './team/invitations.service.js';
import { TeamController } from './team/team.controller.js';
import { TeamService } from './team/team.service.js';
import { personDataProvider } from '../people/index.js';
import { usersPersonData } from './users.person-data.js';

@Module({
  imports: [TypeOrmModule.forFeature([User, TeamInvitationEntry]), AuditModule],
  controllers: [TeamController, InvitationAcceptanceController],
  providers: [
    personDataProvider(usersPersonData),
    UsersRepository,
    TeamInvitationsRepository,
    FirstAdminService,
    TeamService,
    InvitationsService,
    PasswordHasher,
  ],
  // One hasher for the whole api, so its cost settings and any test's spy are the same everywhere.
  exports: [UsersRepository, PasswordHasher],
})
export class UsersModule {}
