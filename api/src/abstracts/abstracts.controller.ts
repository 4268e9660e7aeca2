import { Body, Controller, Ip, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  FileStreamInterceptor,
  type MultipartFileStream,
} from '@nestjs/platform-fastify/multipart';
import type { ApiResult } from '@caawg11/conference';
import { Public } from '../common/public.decorator.js';
import { uploadOptions } from '../files/files.module.js';
import { PublicRateLimit } from '../rate-limit/public-rate-limit.js';
import { abstractFileField, AbstractsService } from './abstracts.service.js';
import { AbstractDto } from './dto/abstract.dto.js';

@Controller()
export class AbstractsController {
  constructor(private readonly abstracts: AbstractsService) {}

  /** The Abstracts page's submission form: text fields first, then the file `abstractFile`. */
  @Public()
  @PublicRateLimit()
  @Post('abstracts.php')
  @UseInterceptors(FileStreamInterceptor(abstractFileField, uploadOptions))
  submit(
    @Body() body: AbstractDto,
    @UploadedFile() file: MultipartFileStream | undefined,
    @Ip() clientIp: string,
  ): Promise<ApiResult> {
    return this.abstracts.submit(body, file, clientIp);
  }
}
