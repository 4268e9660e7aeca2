import {
  Body,
  Controller,
  Get,
  Headers,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  FileStreamInterceptor,
  type MultipartFileStream,
} from '@nestjs/platform-fastify/multipart';
import type { ApiResult, MyRegistrationResult } from '@caawg11/conference';
import { Public } from '../common/public.decorator.js';
import { uploadOptions } from '../files/files.module.js';
import { PublicRateLimit } from '../rate-limit/public-rate-limit.js';
import { PaymentProofDto } from './dto/payment-proof.dto.js';
import { MyRegistrationService, proofFileField } from './my-registration.service.js';

/** The header that carries the access token (accessTokenHeader of the library), as Node names it. */
const tokenHeader = 'x-access-token';

/**
 * The registrant's page. Public on purpose: the e-mailed access token in X-Access-Token
 * authorises each call (an unknown or expired token gets HTTP 401).
 */
@Controller('my-registration')
export class MyRegistrationController {
  constructor(private readonly myRegistration: MyRegistrationService) {}

  @Public()
  @PublicRateLimit(2)
  @Get()
  show(@Headers(tokenHeader) token: string | undefined): Promise<MyRegistrationResult> {
    return this.myRegistration.show(token);
  }

  /** Multipart: method, reference, amount, paymentDate, then the file `proofFile`. */
  @Public()
  @PublicRateLimit()
  @Post('payments')
  @UseInterceptors(FileStreamInterceptor(proofFileField, uploadOptions))
  addPayment(
    @Headers(tokenHeader) token: string | undefined,
    @Body() body: PaymentProofDto,
    @UploadedFile() file: MultipartFileStream | undefined,
  ): Promise<ApiResult> {
    return this.myRegistration.addPayment(token, body, file);
  }
}
