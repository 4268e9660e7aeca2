import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Ip,
  Post,
  Put,
  UploadedFile,
} from '@nestjs/common';
import type { ApiResult, Language, MyAbstractResult } from '@caawg11/conference';
import { Public } from '../../platform/common/public.decorator.js';
import { RequestLanguage } from '../../platform/common/request-language.decorator.js';
import type { ReceivedUpload } from '../../platform/files/files.service.js';
import { ReceivesUpload } from '../../platform/files/receives-upload.decorator.js';
import { PublicRateLimit } from '../../platform/rate-limit/public-rate-limit.js';
import { abstractFilePolicy } from '../abstracts/abstracts.service.js';
import { presenterPhotoPolicy } from '../speakers/presenter-profiles.service.js';
import {
  AbstractLinkRequestDto,
  MyAbstractChangeDto,
  MyAbstractPresenterDto,
  MyAbstractResponseDto,
  PresenterBiographyDto,
} from './my-abstract.dto.js';
import { MyAbstractService } from './my-abstract.service.js';

/** The header that carries the link's token (accessTokenHeader of the library), as Node names it. */
const tokenHeader = 'x-access-token';

/**
 * The author's page of an abstract. Public on purpose: the e-mailed token in X-Access-Token
 * authorises each call (an unknown or expired token gets HTTP 401).
 */
@ApiTags('Public site')
@Controller('my-abstract')
export class MyAbstractController {
  constructor(private readonly myAbstract: MyAbstractService) {}

  @Public()
  @PublicRateLimit(2)
  @ApiOperation({ summary: "Shows the link's abstract: its details, status, decision and slot" })
  @Get()
  show(@Headers(tokenHeader) token: string | undefined): Promise<MyAbstractResult> {
    return this.myAbstract.show(token);
  }

  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: "Changes the abstract's title, authors, text or keywords" })
  @Put()
  change(
    @Headers(tokenHeader) token: string | undefined,
    @Body() body: MyAbstractChangeDto,
    @Ip() clientIp: string,
  ): Promise<MyAbstractResult> {
    return this.myAbstract.change(token, body, clientIp);
  }

  /** Multipart: the file part `abstractFile`, a .doc or .docx of at most 5 MB. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: "Replaces the abstract's Word file" })
  @Put('file')
  @ReceivesUpload(abstractFilePolicy)
  replaceFile(
    @Headers(tokenHeader) token: string | undefined,
    @UploadedFile() file: ReceivedUpload | undefined,
    @Ip() clientIp: string,
  ): Promise<MyAbstractResult> {
    return this.myAbstract.replaceFile(token, file, clientIp);
  }

  /** Once the abstract is accepted (409 before, or once withdrawn): the speakers page's text. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: "Keeps the presenter's short biography for the speakers page" })
  @Put('biography')
  saveBiography(
    @Headers(tokenHeader) token: string | undefined,
    @Body() body: PresenterBiographyDto,
    @Ip() clientIp: string,
  ): Promise<MyAbstractResult> {
    return this.myAbstract.saveBiography(token, body.biography, clientIp);
  }

  /** Multipart: the file part `photo`, a JPEG or PNG of at most 5 MB; as the biography, 409 unless accepted. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: "Keeps the presenter's photo for the speakers page" })
  @Put('photo')
  @ReceivesUpload(presenterPhotoPolicy)
  savePhoto(
    @Headers(tokenHeader) token: string | undefined,
    @UploadedFile() file: ReceivedUpload | undefined,
    @Ip() clientIp: string,
  ): Promise<MyAbstractResult> {
    return this.myAbstract.savePhoto(token, file, clientIp);
  }

  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: "Removes the presenter's photo from the speakers page" })
  @Delete('photo')
  removePhoto(
    @Headers(tokenHeader) token: string | undefined,
    @Ip() clientIp: string,
  ): Promise<MyAbstractResult> {
    return this.myAbstract.removePhoto(token, clientIp);
  }

  /** The same answer as the acceptance notice's link records; 409 before acceptance or once answered. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: 'Confirms or withdraws the accepted abstract' })
  @Post('response')
  @HttpCode(HttpStatus.OK)
  respond(
    @Headers(tokenHeader) token: string | undefined,
    @Body() body: MyAbstractResponseDto,
    @Ip() clientIp: string,
  ): Promise<MyAbstractResult> {
    return this.myAbstract.respond(token, body.response, clientIp);
  }

  /** 409 before acceptance or after a withdrawal; 400 on `position` for an author without e-mail. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: 'Hands presenting the accepted abstract to another of its authors' })
  @Put('presenter')
  handOverPresenting(
    @Headers(tokenHeader) token: string | undefined,
    @Body() body: MyAbstractPresenterDto,
    @Ip() clientIp: string,
  ): Promise<MyAbstractResult> {
    return this.myAbstract.handOverPresenting(token, body.position, clientIp);
  }

  /** The Abstracts page's "Lost your link?": never tells whether the address is known. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: 'E-mails a fresh link to each abstract submitted with an address' })
  @Post('link-request')
  @HttpCode(HttpStatus.OK)
  requestLinks(
    @Body() body: AbstractLinkRequestDto,
    @Ip() clientIp: string,
    @RequestLanguage() language: Language,
  ): Promise<ApiResult> {
    return this.myAbstract.requestLinks(body.email, clientIp, language);
  }
}
