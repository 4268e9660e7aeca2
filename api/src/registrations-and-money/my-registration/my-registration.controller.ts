import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  Get,
  Headers,
  Inject,
  Post,
  type StreamableFile,
  UploadedFile,
} from '@nestjs/common';
import type { ApiResult, Clock, MyRegistrationResult } from '@caawg11/conference';
import { CLOCK } from '../../platform/config/clock.token.js';
import {
  documentDownload,
  RegistrationDocuments,
} from '../registrations/registration-documents.service.js';
import { Public } from '../../platform/common/public.decorator.js';
import type { ReceivedUpload } from '../../platform/files/files.service.js';
import { ReceivesUpload } from '../../platform/files/receives-upload.decorator.js';
import {
  PublicDocumentRateLimit,
  PublicRateLimit,
} from '../../platform/rate-limit/public-rate-limit.js';
import { PaymentProofDto } from './dto/payment-proof.dto.js';
import { MyRegistrationService, paymentProofPolicy } from './my-registration.service.js';

/** The header that carries the access token (accessTokenHeader of the library), as Node names it. */
const tokenHeader = 'x-access-token';

/**
 * The registrant's page. Public on purpose: the e-mailed access token in X-Access-Token
 * authorises each call (an unknown or expired token gets HTTP 401).
 */
@ApiTags('Public site')
@Controller('my-registration')
export class MyRegistrationController {
  constructor(
    private readonly myRegistration: MyRegistrationService,
    private readonly documents: RegistrationDocuments,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Public()
  @PublicRateLimit(2)
  @ApiOperation({
    summary: 'Shows the registration of the access link: details, payments, balance and documents',
  })
  @Get()
  show(@Headers(tokenHeader) token: string | undefined): Promise<MyRegistrationResult> {
    return this.myRegistration.show(token);
  }

  /** The newest receipt, once money has been received (404 before). */
  @Public()
  @PublicDocumentRateLimit()
  @ApiOperation({ summary: "Downloads the registration's newest receipt as a PDF" })
  @Get('receipt')
  async receipt(@Headers(tokenHeader) token: string | undefined): Promise<StreamableFile> {
    const id = await this.myRegistration.registrationIdFor(token);
    return documentDownload(await this.documents.receipt(id));
  }

  /** A pro-forma invoice of what is due, for an institution that pays against one. */
  @Public()
  @PublicDocumentRateLimit()
  @ApiOperation({ summary: 'Downloads a pro-forma invoice of what the registration owes' })
  @Get('invoice')
  async invoice(@Headers(tokenHeader) token: string | undefined): Promise<StreamableFile> {
    const id = await this.myRegistration.registrationIdFor(token);
    return documentDownload(await this.documents.invoice(id, this.clock.now()));
  }

  /** Multipart: method, reference, amount, paymentDate and the file `proofFile`, in any order. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: 'Reports a payment with its proof, from the access-link page' })
  @Post('payments')
  @ReceivesUpload(paymentProofPolicy)
  addPayment(
    @Headers(tokenHeader) token: string | undefined,
    @Body() body: PaymentProofDto,
    @UploadedFile() file: ReceivedUpload | undefined,
  ): Promise<ApiResult> {
    return this.myRegistration.addPayment(token, body, file);
  }
}
