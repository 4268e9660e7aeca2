import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import { Controller, Get, HttpStatus, Param, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../common/api-error.js';
import { Public } from '../common/public.decorator.js';
import type { AnonymisedCopy } from '../files/anonymised-copy.js';
import { docContentType, docWithoutAuthorship } from '../files/doc-authorship.js';
import { docxContentType, docxWithoutAuthorship } from '../files/docx-authorship.js';
import { PublicRateLimit } from '../rate-limit/public-rate-limit.js';
import { FileLinksService } from './file-links.service.js';
import { FileId, fileNotFound } from './id-param.pipe.js';

/** Types a browser shows by itself, without running anything: opened in the tab, sandboxed. */
const shownInline = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/** For each Word format, the copy of a file without the names Word keeps in it. */
const anonymisers = new Map<string, (file: Readable) => Promise<AnonymisedCopy>>([
  [docxContentType, docxWithoutAuthorship],
  [docContentType, docWithoutAuthorship],
]);

export const documentTooLargeToAnonymiseMessage =
  'This document unpacks to more than a Word document holds, so no copy without its authors\u2019 names can be made. Ask the author for a smaller file.';

/**
 * Opens a stored file through a link an admin was issued. Public on purpose: a new browser tab
 * carries no bearer token, so the signature on the link is what authorises the request. Rate
 * limited like the other public routes, since a link can be replayed until it expires and each
 * anonymised copy costs an unpacking.
 */
@Public()
@ApiTags('Team and settings')
@Controller('files')
export class SignedFilesController {
  constructor(private readonly links: FileLinksService) {}

  @ApiOperation({ summary: 'Opens a stored file through a signed link that expires' })
  @Get(':fileId/:expires/:signature')
  @PublicRateLimit()
  async open(
    @Param('fileId', FileId) fileId: string,
    @Param('expires') expires: string,
    @Param('signature') signature: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    this.links.check(fileId, expires, signature);
    return this.send(fileId, reply);
  }

  /** A link issued with the name the file downloads under, such as an abstract's reference. */
  @ApiOperation({
    summary:
      'Opens a stored file through a signed link, downloading under the name it was issued with',
  })
  @Get(':fileId/:expires/:signature/:name')
  @PublicRateLimit()
  async openNamed(
    @Param('fileId', FileId) fileId: string,
    @Param('expires') expires: string,
    @Param('signature') signature: string,
    @Param('name') name: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    this.links.check(fileId, expires, signature, name);
    return this.send(fileId, reply, name);
  }

  private async send(
    fileId: string,
    reply: FastifyReply,
    downloadName?: string,
  ): Promise<StreamableFile> {
    const file = await this.links.open(fileId);
    let body: Readable = file.stream;
    let length = file.sizeBytes;
    // A file handed out under another name goes to a reader who should not learn who wrote it
    // (an anonymous reviewer): Word's own record of its authors goes too.
    const withoutAuthorship =
      downloadName === undefined ? undefined : anonymisers.get(file.contentType);
    if (withoutAuthorship) {
      const copy = await withoutAuthorship(file.stream);
      if (copy === 'too-large') {
        throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, documentTooLargeToAnonymiseMessage);
      }
      if (copy === 'unreadable') throw new ApiError(HttpStatus.NOT_FOUND, fileNotFound);
      body = Readable.from([copy]);
      length = copy.length;
    }
    void reply.header('X-Content-Type-Options', 'nosniff');
    void reply.header('Cache-Control', 'private, no-store');
    // Anything else (a Word document) is downloaded, never opened on the api's origin.
    const disposition = shownInline.has(file.contentType) ? 'inline' : 'attachment';
    return new StreamableFile(body, {
      type: file.contentType,
      length,
      disposition: `${disposition}; filename*=UTF-8''${encodeURIComponent(downloadName ?? file.originalName)}`,
    });
  }
}
