import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/public.decorator.js';
import { FileLinksService } from './file-links.service.js';
import { FileId } from './id-param.pipe.js';

/**
 * Opens a stored file through a link an admin was issued. Public on purpose: a new browser tab
 * carries no bearer token, so the signature on the link is what authorises the request.
 */
@Public()
@Controller('files')
export class SignedFilesController {
  constructor(private readonly links: FileLinksService) {}

  @Get(':fileId')
  async open(
    @Param('fileId', FileId) fileId: string,
    @Query('expires') expires: string | undefined,
    @Query('sig') signature: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    this.links.check(fileId, expires, signature);
    const file = await this.links.open(fileId);
    void reply.header('X-Content-Type-Options', 'nosniff');
    void reply.header('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream, {
      type: file.contentType,
      length: file.sizeBytes,
      disposition: `inline; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
    });
  }
}
