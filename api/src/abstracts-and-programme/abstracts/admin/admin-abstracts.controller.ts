import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  type StreamableFile,
} from '@nestjs/common';
import type { AdminAbstract, ApiResult, AuthUser, Clock, FileLink } from '@caawg11/conference';
import { FileLinksService } from '../../../platform/admin/file-links.service.js';
import { Actor } from '../../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../../platform/audit/audit.service.js';
import { Allow, CurrentUser } from '../../../platform/auth/guards.js';
import { CLOCK } from '../../../platform/config/clock.token.js';
import { inboxRecordId } from '../../../inboxes/inbox/inbox-definition.js';
import { InboxController } from '../../../inboxes/inbox/inbox.controller.js';
import { AbstractListQuery, AbstractsInbox } from './abstracts-inbox.js';

@ApiTags('Abstracts and programme')
@Controller('admin/abstracts')
export class AdminAbstractsController extends InboxController<'abstracts', AdminAbstract>(
  'abstracts',
  AbstractListQuery,
) {
  constructor(
    private readonly abstracts: AbstractsInbox,
    private readonly links: FileLinksService,
    @Inject(CLOCK) clock: Clock,
  ) {
    super(abstracts, clock);
  }

  /** One ZIP of the accepted abstracts' files named by reference, with a CSV index. */
  @ApiOperation({
    summary:
      "Downloads the accepted abstracts' files in one ZIP, named by reference, with a CSV index",
  })
  @Get('book-of-abstracts')
  @Allow('export', 'Abstract')
  bookOfAbstracts(@CurrentUser() user: AuthUser): Promise<StreamableFile> {
    return this.abstracts.bookOfAbstracts(user, this.clock.now());
  }

  /**
   * A short-lived link to the abstract's file, for whoever may read the abstract (a reviewer
   * included): the general file route would open any stored file.
   */
  @ApiOperation({ summary: "Gives a short-lived signed link to an abstract's file" })
  @Post(':id/file-link')
  @HttpCode(HttpStatus.OK)
  async fileLink(
    @Param('id', inboxRecordId('abstracts')) id: string,
    @Actor() actor: AuditActor,
    @CurrentUser() user: AuthUser,
  ): Promise<ApiResult & FileLink> {
    const fileId = await this.abstracts.fileIdOf(id, user);
    return { success: true, message: 'Link issued', ...(await this.links.issue(fileId, actor)) };
  }
}
