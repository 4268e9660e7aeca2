import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import {
  abstractNoticeMessages as texts,
  type AbstractNoticePreview,
  type AbstractNoticeQueue,
  type AbstractNoticeSendResult,
  type AbstractResponseView,
  type ApiResult,
  type DataResult,
} from '@caawg11/conference';
import { Actor } from '../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { Allow, ClientAddress } from '../../platform/auth/guards.js';
import { Public } from '../../platform/common/public.decorator.js';
import { PublicRateLimit } from '../../platform/rate-limit/public-rate-limit.js';
import {
  AbstractNoticePreviewQuery,
  AbstractNoticeSendDto,
  AbstractResponseDto,
  AbstractResponseLinkDto,
} from './abstract-notices.dto.js';
import { AbstractNotices } from './abstract-notices.service.js';

/** The committee's decisions waiting to be read and sent to their authors. */
@Allow('read', 'AbstractDecision')
@ApiTags('Abstracts and programme')
@Controller('admin/abstract-notices')
export class AdminAbstractNoticesController {
  constructor(private readonly notices: AbstractNotices) {}

  @ApiOperation({
    summary: 'Lists the decided abstracts whose authors have not yet been sent their notice',
  })
  @Get()
  async queue(): Promise<DataResult<AbstractNoticeQueue>> {
    return { success: true, message: 'Author notices', data: await this.notices.queue() };
  }

  @ApiOperation({ summary: 'Shows a decision notice as its author will receive it' })
  @Get('preview')
  async preview(
    @Query() query: AbstractNoticePreviewQuery,
  ): Promise<DataResult<AbstractNoticePreview>> {
    return {
      success: true,
      message: 'Notice preview',
      data: await this.notices.preview(query.outcome),
    };
  }

  @ApiOperation({ summary: 'Sends the decision notices of the chosen abstracts to their authors' })
  @Post('send')
  @Allow('update', 'AbstractDecision')
  @HttpCode(HttpStatus.OK)
  async send(
    @Body() body: AbstractNoticeSendDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<AbstractNoticeSendResult>> {
    const result = await this.notices.send([...new Set(body.outcomes)], actor);
    return { success: true, message: texts.sent(result.sent), data: result };
  }
}

/**
 * The accepted author's answer, through the single-use link in their notice. The link's token
 * travels in request bodies, which no log keeps.
 */
@ApiTags('Public site')
@Controller('abstract-response')
export class AbstractResponseController {
  constructor(private readonly notices: AbstractNotices) {}

  /** 404 for an unknown link, 410 once it is used, expired or replaced. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({
    summary: 'Shows an author the accepted abstract the e-mailed link answers about',
  })
  @Post('view')
  @HttpCode(HttpStatus.OK)
  async view(@Body() body: AbstractResponseLinkDto): Promise<DataResult<AbstractResponseView>> {
    return {
      success: true,
      message: 'Your abstract',
      data: await this.notices.responseView(body.token),
    };
  }

  @Public()
  @PublicRateLimit()
  @ApiOperation({
    summary:
      "Records an author's answer to an acceptance, from the e-mailed link: presenting, or withdrawn",
  })
  @Post()
  @HttpCode(HttpStatus.OK)
  respond(
    @Body() body: AbstractResponseDto,
    @ClientAddress() clientAddress: string,
  ): Promise<ApiResult> {
    return this.notices.respond(body.token, body.response, clientAddress);
  }
}
