import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
  StreamableFile,
} from '@nestjs/common';
import type { DataResult } from '@caawg11/conference';
import { RegistrationId } from '../../platform/admin/id-param.pipe.js';
import { Actor } from '../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { Allow } from '../../platform/auth/guards.js';
import { BadgeNameDto, BadgesQuery } from './badges.dto.js';
import { BadgesService, type BadgeFile, type BadgeSettings } from './badges.service.js';

function download({ pdf, fileName }: BadgeFile): StreamableFile {
  return new StreamableFile(pdf, {
    type: 'application/pdf',
    length: pdf.length,
    disposition: `attachment; filename="${fileName}"`,
  });
}

@Allow('read', 'Badge')
@ApiTags('On site')
@Controller('admin')
export class BadgesController {
  constructor(private readonly badges: BadgesService) {}

  /** Every badge of the filter in one PDF; cancelled registrations get none. */
  @ApiOperation({ summary: 'Downloads every badge of the filter in one PDF' })
  @Get('badges')
  async bulk(@Query() query: BadgesQuery): Promise<StreamableFile> {
    return download(await this.badges.bulk(query));
  }

  @ApiOperation({ summary: "Downloads a delegate's badge as a PDF" })
  @Get('registrations/:id/badge')
  async one(@Param('id', RegistrationId) id: string): Promise<StreamableFile> {
    return download(await this.badges.one(id));
  }

  @ApiOperation({ summary: "Shows the name a delegate's badge prints and its version" })
  @Get('registrations/:id/badge/settings')
  async settings(@Param('id', RegistrationId) id: string): Promise<DataResult<BadgeSettings>> {
    return { success: true, message: 'Badge', data: await this.badges.settings(id) };
  }

  /** The name as the delegate wants it printed; blank prints first name and other names. */
  @Allow('update', 'Badge')
  @ApiOperation({ summary: "Sets the name a delegate's badge prints" })
  @Put('registrations/:id/badge/settings')
  async rename(
    @Param('id', RegistrationId) id: string,
    @Body() body: BadgeNameDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<BadgeSettings>> {
    const data = await this.badges.rename(id, body.badgeName, actor);
    return { success: true, message: 'Badge name saved', data };
  }

  @Allow('create', 'Badge')
  @ApiOperation({
    summary: "Re-issues a delegate's badge: the earlier badge's code stops working at the door",
  })
  @Post('registrations/:id/badge/reissue')
  @HttpCode(HttpStatus.OK)
  async reissue(
    @Param('id', RegistrationId) id: string,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<BadgeSettings>> {
    const data = await this.badges.reissue(id, actor);
    return { success: true, message: 'Badge re-issued: the old badge no longer checks in', data };
  }
}
