import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Headers, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import {
  cancellationMessages,
  type DataResult,
  type MyCancellationView,
} from '@caawg11/conference';
import { Public } from '../../platform/common/public.decorator.js';
import { PublicRateLimit } from '../../platform/rate-limit/public-rate-limit.js';
import { CancellationsService } from './cancellations.service.js';

/**
 * The registrant's cancellation, on the page their access link opens. Public on purpose: the
 * e-mailed access token in X-Access-Token authorises each call (401 for an unknown or expired one).
 */
@ApiTags('Public site')
@Controller('my-registration')
export class MyCancellationController {
  constructor(private readonly cancellations: CancellationsService) {}

  /** The policy and the refund due were they to cancel today; the cancellation once made. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({
    summary:
      'Shows the registrant the cancellation policy and the refund due were they to cancel today',
  })
  @Get('cancellation')
  async view(
    @Headers('x-access-token') token: string | undefined,
  ): Promise<DataResult<MyCancellationView>> {
    return {
      success: true,
      message: '',
      data: await this.cancellations.registrantView(token),
    };
  }

  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: 'Cancels the registration from its access-link page, with the reason' })
  @Post('cancel')
  @HttpCode(HttpStatus.OK)
  async cancel(
    @Headers('x-access-token') token: string | undefined,
    @Ip() clientAddress: string,
  ): Promise<DataResult<MyCancellationView>> {
    return {
      success: true,
      message: cancellationMessages.cancelled,
      data: await this.cancellations.cancelByRegistrant(token, clientAddress),
    };
  }
}
