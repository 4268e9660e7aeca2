import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Ip, Post } from '@nestjs/common';
import type { ApiResult, Language } from '@caawg11/conference';
import { Public } from '../../platform/common/public.decorator.js';
import { RequestLanguage } from '../../platform/common/request-language.decorator.js';
import { PublicRateLimit } from '../../platform/rate-limit/public-rate-limit.js';
import { ContactService } from './contact.service.js';
import { ContactDto } from './dto/contact.dto.js';

@ApiTags('Public site')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** The Contact page's form. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: 'Sends a message to the organisers from the Contact page' })
  @Post('contact.php')
  send(
    @Body() body: ContactDto,
    @Ip() clientIp: string,
    @RequestLanguage() language: Language,
  ): Promise<ApiResult> {
    return this.contact.send(body, clientIp, language);
  }
}
