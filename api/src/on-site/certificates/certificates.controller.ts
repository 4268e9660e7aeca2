import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
  type StreamableFile,
} from '@nestjs/common';
import {
  certificateMessages,
  type ApiResult,
  type AttendanceMarkRow,
  type CertificateRow,
  type CertificateSendResult,
  type CertificateSettings,
  type DataResult,
  type DocumentVerification,
  type ListResult,
  type MyCertificate,
} from '@caawg11/conference';
import { PageQuery } from '../../platform/admin/page-query.js';
import { Actor } from '../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { Allow, AllowChanging } from '../../platform/auth/guards.js';
import { declaredSettings } from '../../platform/settings/index.js';
import { Public } from '../../platform/common/public.decorator.js';
import {
  PublicDocumentRateLimit,
  PublicRateLimit,
} from '../../platform/rate-limit/public-rate-limit.js';
import { documentDownload } from '../../registrations-and-money/registrations/registration-documents.service.js';
import { CertificatesService } from './certificates.service.js';
import { AttendanceMarkDto, CertificateSettingsDto } from './dto/certificates.dto.js';

/** The header that carries the access token, as Node names it. */
const tokenHeader = 'x-access-token';

/** The public check of a code printed on a certificate or letter. */
@ApiTags('Public site')
@Controller('certificates')
export class CertificateVerificationController {
  constructor(private readonly certificates: CertificatesService) {}

  /** Public on purpose: an embassy or employer checks a document; throttled against guessing. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: 'Checks a certificate by the code printed on it' })
  @Get(':code')
  verify(@Param('code') code: string): Promise<DocumentVerification> {
    return this.certificates.verify(code);
  }
}

/** The registrant's certificates, on the access-link page (the access token authorises). */
@ApiTags('Public site')
@Controller('my-registration/certificates')
export class MyCertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: "Lists the registrant's certificates of attendance and presentation" })
  @Get()
  async list(
    @Headers(tokenHeader) token: string | undefined,
  ): Promise<DataResult<MyCertificate[]>> {
    return { success: true, message: '', data: await this.certificates.mine(token) };
  }

  @Public()
  @PublicDocumentRateLimit()
  @ApiOperation({ summary: "Downloads one of the registrant's certificates as a PDF" })
  @Get(':code/pdf')
  async download(
    @Headers(tokenHeader) token: string | undefined,
    @Param('code') code: string,
  ): Promise<StreamableFile> {
    return documentDownload(await this.certificates.myCertificate(token, code));
  }
}

@Allow('manage', 'Certificate')
@ApiTags('On site')
@Controller('admin/certificates')
export class AdminCertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @ApiOperation({ summary: 'Lists the certificates issued, and who can be issued one' })
  @Get()
  async list(@Query() query: PageQuery): Promise<ListResult<CertificateRow>> {
    const { data, count } = await this.certificates.list(query.page, query.limit);
    return { success: true, message: 'Certificates', data, count };
  }

  @ApiOperation({ summary: "Shows the certificates' signatory and when they are issued" })
  @Get('settings')
  async settings(): Promise<DataResult<CertificateSettings>> {
    return {
      success: true,
      message: '',
      data: { signatories: await this.certificates.signatories() },
    };
  }

  @ApiOperation({ summary: "Changes the certificates' signatory and issuing" })
  @Put('settings')
  @AllowChanging(declaredSettings.certificates)
  async updateSettings(
    @Body() body: CertificateSettingsDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<CertificateSettings>> {
    return {
      success: true,
      message: certificateMessages.saved,
      data: { signatories: await this.certificates.updateSignatories(body.signatories, actor) },
    };
  }

  @ApiOperation({ summary: "Lists each delegate's attendance by conference day" })
  @Get('attendance')
  async attendance(): Promise<DataResult<AttendanceMarkRow[]>> {
    return { success: true, message: '', data: await this.certificates.attendanceMarks() };
  }

  @ApiOperation({ summary: 'Marks a delegate present or absent on a conference day' })
  @Put('attendance')
  async markAttendance(
    @Body() body: AttendanceMarkDto,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult> {
    await this.certificates.markAttendance(body.reference, body.attended, actor);
    return { success: true, message: certificateMessages.attendanceSaved };
  }

  /** Issues what is missing and e-mails every certificate not yet e-mailed. */
  @ApiOperation({
    summary: 'Issues the missing certificates and e-mails every certificate not yet e-mailed',
  })
  @Post('send')
  @HttpCode(HttpStatus.OK)
  async send(@Actor() actor: AuditActor): Promise<DataResult<CertificateSendResult>> {
    const result = await this.certificates.send(actor);
    return {
      success: true,
      message: `${result.queued} certificate e-mails queued`,
      data: result,
    };
  }
}
