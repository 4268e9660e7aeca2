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
} from '@nestjs/common';
import { IsString, MaxLength } from 'class-validator';
import {
  isNoticeTextKey,
  messages,
  type AuthUser,
  type DataResult,
  type ListResult,
  type NoticePreview,
  type NoticeText,
  type NoticeTextKey,
  type NoticeTextView,
} from '@caawg11/conference';
import { Actor } from '../audit/actor.decorator.js';
import type { AuditActor } from '../audit/audit.service.js';
import { Allow, CurrentUser } from '../auth/guards.js';
import { ApiError } from '../common/api-error.js';
import { NoticeTextEditor } from './notice-text-editor.service.js';

export class NoticeTextDto implements NoticeText {
  @MaxLength(200, { message: messages.tooLong(200) })
  @IsString({ message: 'Please enter a subject' })
  subject: string;

  @MaxLength(10_000, { message: messages.tooLong(10_000) })
  @IsString({ message: 'Please enter the text' })
  body: string;
}

function noticeKey(key: string): NoticeTextKey {
  if (!isNoticeTextKey(key)) throw new ApiError(HttpStatus.NOT_FOUND, 'No such e-mail text');
  return key;
}

/** The texts of the e-mails the inboxes send, which administrators may rewrite. */
@Allow('manage', 'NoticeText')
@Controller('admin/notice-texts')
export class NoticeTextsController {
  constructor(private readonly editor: NoticeTextEditor) {}

  @Get()
  async list(): Promise<ListResult<NoticeTextView>> {
    const data = await this.editor.list();
    return { success: true, message: 'E-mail texts', data, count: data.length };
  }

  @Put(':key')
  async save(
    @Param('key') key: string,
    @Body() body: NoticeTextDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<NoticeTextView>> {
    const data = await this.editor.save(noticeKey(key), body, actor);
    return { success: true, message: 'E-mail text saved', data };
  }

  @Delete(':key')
  async reset(
    @Param('key') key: string,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<NoticeTextView>> {
    const data = await this.editor.reset(noticeKey(key), actor);
    return { success: true, message: 'E-mail text reset to the default', data };
  }

  @Post(':key/preview')
  @HttpCode(HttpStatus.OK)
  async preview(
    @Param('key') key: string,
    @Body() body: NoticeTextDto,
    @CurrentUser() user: AuthUser,
  ): Promise<DataResult<NoticePreview>> {
    const data = await this.editor.preview(noticeKey(key), body, user);
    return { success: true, message: 'Preview', data };
  }
}
