import { Module } from '@nestjs/common';
import { AdminMembershipsController } from './admin/admin-memberships.controller.js';
import { MembershipsInbox } from './admin/memberships-inbox.js';
import { MembershipController } from './membership.controller.js';
import { MembershipRepository } from './membership.repository.js';
import { MembershipService } from './membership.service.js';
import { personDataProvider } from '../../platform/people/index.js';
import { membershipPersonData } from './membership.person-data.js';

@Module({
  controllers: [MembershipController, AdminMembershipsController],
  providers: [
    personDataProvider(membershipPersonData),
    MembershipRepository,
    MembershipService,
    MembershipsInbox,
  ],
})
export class MembershipModule {}
