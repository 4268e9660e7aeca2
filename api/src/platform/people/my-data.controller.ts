import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Ip,
  Post,
  type StreamableFile,
} from '@nestjs/common';
import type { ApiResult } from '@caawg11/conference';
import { AccessLinksService } from '../../registrations-and-money/access-links/access-links.service.js';
import { Public } from '../common/public.decorator.js';
import { PublicDocumentRateLimit, PublicRateLimit } from '../rate-limit/public-rate-limit.js';
import { ErasureRequestsService } from './erasure-requests.service.js';
import { PeopleService } from './people.service.js';

/** The header that carries the access token, as Node names it. */
const tokenHeader = 'x-access-token';

/**
 * The registrant's own data, from the access-link page: a copy of it (the same ZIP organisers
 * export) and a request to erase it. Public on purpose: the access token authorises each call.
 */
@ApiTags('Public site')
@Controller('my-registration')
export class MyDataController {
  constructor(
    private readonly accessLinks: AccessLinksService,
    private readonly people: PeopleService,
    private readonly requests: ErasureRequestsService,
  ) {}

  @Public()
  @PublicDocumentRateLimit()
  @ApiOperation({ summary: 'Downloads everything held about the registrant, as a ZIP' })
  @Get('data')
  async download(@Headers(tokenHeader) token: string | undefined): Promise<StreamableFile> {
    const registration = await this.accessLinks.resolve(token);
    return this.people.zipOf(await this.people.find(this.people.addressOf(registration.email)));
  }

  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: "Asks the organisers to erase the registrant's data" })
  @Post('erasure-request')
  @HttpCode(HttpStatus.OK)
  async requestErasure(
    @Headers(tokenHeader) token: string | undefined,
    @Ip() clientAddress: string,
  ): Promise<ApiResult> {
    const registration = await this.accessLinks.resolve(token);
    return this.requests.request(registration, clientAddress);
  }
}
