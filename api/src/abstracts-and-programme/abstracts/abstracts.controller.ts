import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Ip, Post, UploadedFile } from '@nestjs/common';
import type { ApiResult, Language } from '@caawg11/conference';
import { Public } from '../../platform/common/public.decorator.js';
import { RequestLanguage } from '../../platform/common/request-language.decorator.js';
import type { ReceivedUpload } from '../../platform/files/files.service.js';
import { ReceivesUpload } from '../../platform/files/receives-upload.decorator.js';
import { PublicRateLimit } from '../../platform/rate-limit/public-rate-limit.js';
import { abstractFilePolicy, AbstractsService } from './abstracts.service.js';
import { AbstractDto } from './dto/abstract.dto.js';

@ApiTags('Public site')
@Controller()
export class AbstractsController {
  constructor(private readonly abstracts: AbstractsService) {}

  /** The Abstracts page's submission form: text fields and the file `abstractFile`, in any order. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: 'Submits an abstract with its Word file' })
  @Post('abstracts.php')
  @ReceivesUpload(abstractFilePolicy)
  submit(
    @Body() body: AbstractDto,
    @UploadedFile() file: ReceivedUpload | undefined,
    @Ip() clientIp: string,
    @RequestLanguage() language: Language,
  ): Promise<ApiResult> {
    return this.abstracts.submit(body, file, clientIp, language);
  }
}
