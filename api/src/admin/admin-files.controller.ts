import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { Actor } from '../audit/actor.decorator.js';
import type { AuditActor } from '../audit/audit.service.js';
import { Allow } from '../auth/guards.js';
import { FileLinksService } from './file-links.service.js';
import { FileId } from './id-param.pipe.js';
import type { ApiResult, FileLink } from '@caawg11/conference';

@Allow('read', 'File')
@Controller('admin/files')
export class AdminFilesController {
  constructor(private readonly links: FileLinksService) {}

  /** A link valid for a few minutes, for opening the file in a new tab. */
  @Post(':fileId/link')
  @HttpCode(HttpStatus.OK)
  async link(
    @Param('fileId', FileId) fileId: string,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult & FileLink> {
    return { success: true, message: 'Link issued', ...(await this.links.issue(fileId, actor)) };
  }
}
