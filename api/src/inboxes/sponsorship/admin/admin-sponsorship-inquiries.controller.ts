import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import type {
  AdminSponsorshipInquiry,
  AuthUser,
  Clock,
  DataResult,
  SponsorshipPipeline,
} from '@caawg11/conference';
import { Actor } from '../../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../../platform/audit/audit.service.js';
import { Allow, CurrentUser } from '../../../platform/auth/guards.js';
import { CLOCK } from '../../../platform/config/clock.token.js';
import { inboxRecordId } from '../../inbox/inbox-definition.js';
import { InboxController } from '../../inbox/inbox.controller.js';
import {
  SponsorshipAmountDto,
  SponsorshipInquiriesInbox,
  SponsorshipListQuery,
} from './sponsorship-inquiries-inbox.js';

@ApiTags('Inboxes')
@Controller('admin/sponsorship-inquiries')
export class AdminSponsorshipInquiriesController extends InboxController<
  'sponsorship-inquiries',
  AdminSponsorshipInquiry
>('sponsorship-inquiries', SponsorshipListQuery) {
  constructor(
    private readonly inquiries: SponsorshipInquiriesInbox,
    @Inject(CLOCK) clock: Clock,
  ) {
    super(inquiries, clock);
  }

  @ApiOperation({ summary: 'Sums the sponsorship inquiries by stage and amount' })
  @Get('pipeline')
  async pipeline(): Promise<DataResult<SponsorshipPipeline>> {
    return { success: true, message: 'Pipeline', data: await this.inquiries.pipeline() };
  }

  @ApiOperation({ summary: 'Sets the amount agreed with a sponsor' })
  @Put(':id/amount')
  @Allow('update', 'Sponsorship')
  async setAmount(
    @Param('id', inboxRecordId('sponsorship-inquiries')) id: string,
    @Body() body: SponsorshipAmountDto,
    @Actor() actor: AuditActor,
    @CurrentUser() user: AuthUser,
  ): Promise<DataResult<AdminSponsorshipInquiry>> {
    const data = await this.inquiries.setAmount(id, body.amountUsd, actor, user);
    return { success: true, message: 'Amount updated', data };
  }
}
