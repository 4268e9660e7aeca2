import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  UploadedFile,
} from '@nestjs/common';
import {
  invitedSpeakerMessages,
  type AdminInvitedSpeaker,
  type ApiResult,
  type DataResult,
  type ListResult,
} from '@caawg11/conference';
import { Actor } from '../../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../../platform/audit/audit.service.js';
import { Allow } from '../../../platform/auth/guards.js';
import { ApiError } from '../../../platform/common/api-error.js';
import type { ReceivedUpload } from '../../../platform/files/files.service.js';
import { ReceivesUpload } from '../../../platform/files/receives-upload.decorator.js';
import { speakerPhotoField, speakerPhotoPolicy, SpeakersService } from '../speakers.service.js';
import { InvitedSpeakerDto, InvitedSpeakerMoveDto } from './invited-speaker.dto.js';

/** The speakers the organisers invite, shown on the speakers page beside the presenters. */
@Allow('manage', 'Programme')
@ApiTags('Abstracts and programme')
@Controller('admin/speakers')
export class AdminSpeakersController {
  constructor(private readonly speakers: SpeakersService) {}

  @ApiOperation({ summary: 'Lists the invited speakers in the order the site shows them' })
  @Get()
  async list(): Promise<ListResult<AdminInvitedSpeaker>> {
    const data = await this.speakers.list();
    return { success: true, message: 'Invited speakers', data, count: data.length };
  }

  @ApiOperation({ summary: 'Adds an invited speaker after the others' })
  @Post()
  async add(
    @Body() body: InvitedSpeakerDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<{ id: string }>> {
    const id = await this.speakers.add(body, actor);
    return { success: true, message: invitedSpeakerMessages.added, data: { id } };
  }

  @ApiOperation({ summary: "Changes an invited speaker's name, affiliation, topic or biography" })
  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: InvitedSpeakerDto,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult> {
    await this.speakers.update(id, body, actor);
    return { success: true, message: invitedSpeakerMessages.saved };
  }

  @ApiOperation({ summary: 'Moves an invited speaker one place up or down' })
  @Post(':id/move')
  @HttpCode(HttpStatus.OK)
  async move(
    @Param('id') id: string,
    @Body() body: InvitedSpeakerMoveDto,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult> {
    await this.speakers.move(id, body.direction, actor);
    return { success: true, message: invitedSpeakerMessages.saved };
  }

  @ApiOperation({ summary: 'Removes an invited speaker and their photo' })
  @Delete(':id')
  async remove(@Param('id') id: string, @Actor() actor: AuditActor): Promise<ApiResult> {
    await this.speakers.remove(id, actor);
    return { success: true, message: invitedSpeakerMessages.removed };
  }

  /** Multipart: the image in the file part `photo`. */
  @ApiOperation({ summary: "Uploads an invited speaker's photo, replacing the earlier one" })
  @Post(':id/photo')
  @HttpCode(HttpStatus.OK)
  @ReceivesUpload(speakerPhotoPolicy)
  async uploadPhoto(
    @Param('id') id: string,
    @UploadedFile() file: ReceivedUpload | undefined,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult> {
    if (!file)
      throw ApiError.validation({ [speakerPhotoField]: invitedSpeakerMessages.photoRequired });
    await this.speakers.savePhoto(id, file, actor);
    return { success: true, message: invitedSpeakerMessages.photoSaved };
  }

  @ApiOperation({ summary: "Removes an invited speaker's photo" })
  @Delete(':id/photo')
  async removePhoto(@Param('id') id: string, @Actor() actor: AuditActor): Promise<ApiResult> {
    await this.speakers.removePhoto(id, actor);
    return { success: true, message: invitedSpeakerMessages.photoRemoved };
  }
}
