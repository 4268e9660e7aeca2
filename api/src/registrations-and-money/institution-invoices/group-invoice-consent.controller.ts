import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { ApiResult, DataResult, GroupInvoiceConsentQuestion } from '@caawg11/conference';
import { ClientAddress } from '../../platform/auth/guards.js';
import { Public } from '../../platform/common/public.decorator.js';
import { PublicRateLimit } from '../../platform/rate-limit/public-rate-limit.js';
import {
  GroupInvoiceConsentAnswerDto,
  GroupInvoiceConsentLinkDto,
} from './dto/group-invoice.dto.js';
import { GroupInvoiceRequests } from './group-invoice-requests.service.js';

/**
 * The link e-mailed to a colleague named for a group invoice. Public on purpose: the single-use
 * token in the body authorises the answer, and travels in a body, which no log keeps. Reading
 * what is asked and answering are two calls, so opening the link answers nothing.
 */
@ApiTags('Public site')
@Controller('group-invoice-consent')
export class GroupInvoiceConsentController {
  constructor(private readonly requests: GroupInvoiceRequests) {}

  @Public()
  @PublicRateLimit()
  @ApiOperation({
    summary:
      "Shows a colleague what a delegate's group invoice asks of them, from the e-mailed link, without answering",
  })
  @Post()
  @HttpCode(HttpStatus.OK)
  async question(
    @Body() body: GroupInvoiceConsentLinkDto,
  ): Promise<DataResult<GroupInvoiceConsentQuestion>> {
    return {
      success: true,
      message: 'Group invoice request',
      data: await this.requests.question(body.token),
    };
  }

  @Public()
  @PublicRateLimit()
  @ApiOperation({
    summary:
      "Records a colleague's answer to a group invoice from the e-mailed link: agree or decline",
  })
  @Post('answer')
  @HttpCode(HttpStatus.OK)
  answer(
    @Body() body: GroupInvoiceConsentAnswerDto,
    @ClientAddress() clientAddress: string,
  ): Promise<ApiResult> {
    return this.requests.answer(body.token, body.answer, clientAddress);
  }
}
