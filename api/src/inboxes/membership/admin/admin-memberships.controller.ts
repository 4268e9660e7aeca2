import { Controller, Inject } from '@nestjs/common';
import type { AdminMembership, Clock } from '@caawg11/conference';
import { CLOCK } from '../../../platform/config/clock.token.js';
import { InboxController } from '../../inbox/inbox.controller.js';
import { MembershipListQuery, MembershipsInbox } from './memberships-inbox.js';

@Controller('admin/memberships')
export class AdminMembershipsController extends InboxController<'memberships', AdminMembership>(
  'memberships',
  MembershipListQuery,
) {
  constructor(inbox: MembershipsInbox, @Inject(CLOCK) clock: Clock) {
    super(inbox, clock);
  }
}
