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
  Query,
} from '@nestjs/common';
import { IsString, MaxLength } from 'class-validator';
import {
  defaultLanguage,
  isLanguage,
  isNoticeTextKey,
  languages,
  messages,
  type AuthUser,
  type DataResult,
  type Language,
  type ListResult,
  type NoticePreview,
  type NoticeText,
  type NoticeTextKey,
  type NoticeTextView,
} from '@caawg11/conference';
import { Actor } from '../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { Allow, CurrentUser } from '../../platform/auth/guards.js';
import { ApiError } from '../../platform/common/api-error.js';
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

/** `?language=fr`: the version of the texts in that language; English when absent. */
function noticeLanguage(language: string | undefined): Language {
  if (language === undefined) return defaultLanguage;
  if (!isLanguage(language)) {
    throw ApiError.validation({ language: `language must be one of: ${languages.join(', ')}` });
  }
  return language;
}

/**
 * The texts of the e-mails the inboxes send, which administrators may rewrite, one version per
 * language (`?language=fr`; English when absent).
 */
@Allow('manage', 'NoticeText')
@ApiTags('Inboxes')
@Controller('admin/notice-texts')
export class NoticeTextsController {
  constructor(private readonly editor: NoticeTextEditor) {}

  @ApiOperation({ summary: 'Lists the texts of the notices the inboxes send, in a language' })
  @Get()
  async list(@Query('language') language?: string): Promise<ListResult<NoticeTextView>> {
    const data = await this.editor.list(noticeLanguage(language));
    return { success: true, message: 'E-mail texts', data, count: data.length };
  }

  @ApiOperation({ summary: "Saves the organisers' own text of a notice" })
  @Put(':key')
  async save(
    @Param('key') key: string,
    @Body() body: NoticeTextDto,
    @Actor() actor: AuditActor,
    @Query('language') language?: string,
  ): Promise<DataResult<NoticeTextView>> {
    const data = await this.editor.save(noticeKey(key), body, actor, noticeLanguage(language));
    return { success: true, message: 'E-mail text saved', data };
  }

  @ApiOperation({ summary: 'Returns a notice to its default text' })
  @Delete(':key')
  async reset(
    @Param('key') key: string,
    @Actor() actor: AuditActor,
    @Query('language') language?: string,
  ): Promise<DataResult<NoticeTextView>> {
    const data = await this.editor.reset(noticeKey(key), actor, noticeLanguage(language));
    return { success: true, message: 'E-mail text reset to the default', data };
  }

  @ApiOperation({ summary: 'Shows a notice as it will be sent, with example values' })
  @Post(':key/preview')
  @HttpCode(HttpStatus.OK)
  async preview(
    @Param('key') key: string,
    @Body() body: NoticeTextDto,
    @CurrentUser() user: AuthUser,
    @Query('language') language?: string,
  ): Promise<DataResult<NoticePreview>> {
    const data = await this.editor.preview(noticeKey(key), body, user, noticeLanguage(language));
    return { success: true, message: 'Preview', data };
  }
}
