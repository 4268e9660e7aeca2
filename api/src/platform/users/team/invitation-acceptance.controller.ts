import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { ApiResult, DataResult, InvitationPreview } from '@caawg11/conference';
import { ClientAddress } from '../../auth/guards.js';
import { Public } from '../../common/public.decorator.js';
import { PublicRateLimit } from '../../rate-limit/public-rate-limit.js';
import { InvitationAcceptanceDto, InvitationLinkDto } from './invitation.dto.js';
import { InvitationsService } from './invitations.service.js';

/**
 * Where an invitee, not signed in yet, opens their invitation and chooses a password. The token
 * travels in request bodies, which no log keeps.
 */
@ApiTags('Team and settings')
@Controller('auth/invitations')
export class InvitationAcceptanceController {
  constructor(private readonly invitations: InvitationsService) {}

  /** 410 once the link is used, replaced or expired. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: 'Shows an invitee the invitation their link carries' })
  @Post('preview')
  @HttpCode(HttpStatus.OK)
  async preview(@Body() body: InvitationLinkDto): Promise<DataResult<InvitationPreview>> {
    return {
      success: true,
      message: 'Invitation',
      data: await this.invitations.preview(body.token),
    };
  }

  @Public()
  @PublicRateLimit()
  @ApiOperation({
    summary: "Accepts a team invitation from its link and sets the new member's password",
  })
  @Post('accept')
  @HttpCode(HttpStatus.OK)
  accept(
    @Body() body: InvitationAcceptanceDto,
    @ClientAddress() clientAddress: string,
  ): Promise<ApiResult> {
    return this.invitations.accept(body, clientAddress);
  }
}
