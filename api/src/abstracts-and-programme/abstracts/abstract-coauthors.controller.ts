import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  abstractCoauthorMessages as texts,
  type AbstractAuthorView,
  type DataResult,
} from '@caawg11/conference';
import { ClientAddress } from '../../platform/auth/guards.js';
import { Public } from '../../platform/common/public.decorator.js';
import { PublicRateLimit } from '../../platform/rate-limit/public-rate-limit.js';
import { AbstractCoauthors } from './abstract-coauthors.service.js';
import { AbstractAuthorLinkDto } from './dto/abstract-author-link.dto.js';

/**
 * A co-author's link, from the e-mail telling them they were named on an abstract. The link's
 * token travels in request bodies, which no log keeps.
 */
@ApiTags('Public site')
@Controller('abstract-author')
export class AbstractCoauthorsController {
  constructor(private readonly coauthors: AbstractCoauthors) {}

  /** 404 for an unknown link. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: 'Shows a named co-author the abstract the e-mailed link is about' })
  @Post('view')
  @HttpCode(HttpStatus.OK)
  async view(@Body() body: AbstractAuthorLinkDto): Promise<DataResult<AbstractAuthorView>> {
    return {
      success: true,
      message: 'The abstract',
      data: await this.coauthors.view(body.token),
    };
  }

  /** Answers as the first time when said again; 404 for an unknown link. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({
    summary: 'Records that the person a co-author link names is not one of the abstract’s authors',
  })
  @Post('not-me')
  @HttpCode(HttpStatus.OK)
  async notMe(
    @Body() body: AbstractAuthorLinkDto,
    @ClientAddress() clientAddress: string,
  ): Promise<DataResult<AbstractAuthorView>> {
    return {
      success: true,
      message: texts.disowned,
      data: await this.coauthors.disown(body.token, clientAddress),
    };
  }
}
