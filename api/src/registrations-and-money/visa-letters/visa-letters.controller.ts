import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Put,
  Query,
  StreamableFile,
  UploadedFile,
} from '@nestjs/common';
import {
  messages,
  visaLetterSettingsMessages,
  type ApiResult,
  type Clock,
  type DataResult,
  type ListResult,
  type MyVisaLetter,
  type VisaLetterRow,
  type VisaLetterSettingsView,
} from '@caawg11/conference';
import { IdParamPipe } from '../../platform/admin/id-param.pipe.js';
import { exportFile } from '../../platform/admin/list-export.js';
import { Actor } from '../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { Allow, AllowChanging } from '../../platform/auth/guards.js';
import { declaredSettings } from '../../platform/settings/index.js';
import { ApiError } from '../../platform/common/api-error.js';
import { Public } from '../../platform/common/public.decorator.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import type { ReceivedUpload } from '../../platform/files/files.service.js';
import { ReceivesUpload } from '../../platform/files/receives-upload.decorator.js';
import {
  PublicDocumentRateLimit,
  PublicRateLimit,
} from '../../platform/rate-limit/public-rate-limit.js';
import { documentDownload } from '../registrations/registration-documents.service.js';
import {
  VisaLetterExportQueryDto,
  VisaLetterListQueryDto,
  VisaLetterRefusalDto,
  VisaLetterRequestDto,
  VisaLetterSettingsDto,
} from './dto/visa-letter.dto.js';
import { visaLetterExportColumns } from './visa-letter-export.js';
import { signatureField, signaturePolicy, VisaLettersService } from './visa-letters.service.js';

/** The header that carries the access token, as Node names it. */
const tokenHeader = 'x-access-token';

const VisaLetterId = new IdParamPipe(visaLetterSettingsMessages.notFound);

/**
 * The registrant's side, on the access-link page. Public on purpose: the e-mailed access token
 * in X-Access-Token authorises each call (an unknown or expired token gets HTTP 401).
 */
@ApiTags('Public site')
@Controller('my-registration/visa-letter')
export class MyVisaLetterController {
  constructor(private readonly visaLetters: VisaLettersService) {}

  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: "Shows the registrant's visa letter request and its state" })
  @Get()
  async show(
    @Headers(tokenHeader) token: string | undefined,
  ): Promise<DataResult<MyVisaLetter | null>> {
    return { success: true, message: '', data: await this.visaLetters.mine(token) };
  }

  @Public()
  @PublicRateLimit()
  @ApiOperation({
    summary: 'Asks for a visa invitation letter, with the passport details it needs',
  })
  @Post()
  @HttpCode(HttpStatus.OK)
  request(
    @Headers(tokenHeader) token: string | undefined,
    @Body() body: VisaLetterRequestDto,
  ): Promise<ApiResult> {
    return this.visaLetters.request(token, body);
  }

  @Public()
  @PublicDocumentRateLimit()
  @ApiOperation({ summary: "Downloads the registrant's issued visa letter as a PDF" })
  @Get('pdf')
  async download(@Headers(tokenHeader) token: string | undefined): Promise<StreamableFile> {
    return documentDownload(await this.visaLetters.myLetter(token));
  }
}

/** The organisers' side: the requests with their passport data, so admins only. */
@Allow('manage', 'VisaLetter')
@ApiTags('Registrations and money')
@Controller('admin/visa-letters')
export class AdminVisaLettersController {
  constructor(
    private readonly visaLetters: VisaLettersService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiOperation({ summary: 'Lists the visa letter requests, newest first' })
  @Get()
  async list(@Query() query: VisaLetterListQueryDto): Promise<ListResult<VisaLetterRow>> {
    const { data, count } = await this.visaLetters.list(query);
    return { success: true, message: 'Invitation letter requests', data, count };
  }

  @ApiOperation({ summary: 'Exports the visa letter requests as CSV or XLSX' })
  @Get('export')
  async export(@Query() query: VisaLetterExportQueryDto): Promise<StreamableFile> {
    return exportFile(
      query.format,
      {
        name: 'visa-letters',
        columns: visaLetterExportColumns,
        rows: await this.visaLetters.exportRows(query),
      },
      this.clock.now(),
    );
  }

  @ApiOperation({ summary: "Shows the visa letters' signatory and signature" })
  @Get('settings')
  async settings(): Promise<DataResult<VisaLetterSettingsView>> {
    return { success: true, message: '', data: await this.visaLetters.settings() };
  }

  @ApiOperation({ summary: "Changes the visa letters' signatory and signature" })
  @Put('settings')
  @AllowChanging(declaredSettings.visaLetters)
  async updateSettings(
    @Body() body: VisaLetterSettingsDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<VisaLetterSettingsView>> {
    return {
      success: true,
      message: visaLetterSettingsMessages.saved,
      data: await this.visaLetters.updateSettings({ ...body }, actor),
    };
  }

  /** Multipart: the image in the file part `signature`. */
  @ApiOperation({ summary: "Uploads the image of the chair's signature for visa letters" })
  @Post('settings/signature')
  @HttpCode(HttpStatus.OK)
  @ReceivesUpload(signaturePolicy)
  async uploadSignature(
    @UploadedFile() file: ReceivedUpload | undefined,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<VisaLetterSettingsView>> {
    if (!file) throw ApiError.validation({ [signatureField]: messages.required });
    return {
      success: true,
      message: visaLetterSettingsMessages.signatureSaved,
      data: await this.visaLetters.saveSignature(file, actor),
    };
  }

  @ApiOperation({ summary: 'Issues a visa letter; it is e-mailed to the registrant' })
  @Post(':id/issue')
  @HttpCode(HttpStatus.OK)
  issue(@Param('id', VisaLetterId) id: string, @Actor() actor: AuditActor): Promise<ApiResult> {
    return this.visaLetters.issue(id, actor);
  }

  @ApiOperation({
    summary: 'Refuses a visa letter request, with the reason the registrant is sent',
  })
  @Post(':id/refuse')
  @HttpCode(HttpStatus.OK)
  refuse(
    @Param('id', VisaLetterId) id: string,
    @Body() body: VisaLetterRefusalDto,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult> {
    return this.visaLetters.refuse(id, body.reason, actor);
  }
}
