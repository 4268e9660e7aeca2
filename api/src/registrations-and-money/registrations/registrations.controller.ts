import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Ip, Post, UploadedFile } from '@nestjs/common';
import type { RegistrationResult, Language } from '@caawg11/conference';
import { Public } from '../../platform/common/public.decorator.js';
import { RequestLanguage } from '../../platform/common/request-language.decorator.js';
import type { ReceivedUpload } from '../../platform/files/files.service.js';
import { ReceivesUpload } from '../../platform/files/receives-upload.decorator.js';
import { PublicRateLimit } from '../../platform/rate-limit/public-rate-limit.js';
import { RegistrationDto } from './dto/registration.dto.js';
import { RegistrationsService, studentIdPolicy } from './registrations.service.js';

@ApiTags('Public site')
@Controller()
export class RegistrationsController {
  constructor(private readonly registrations: RegistrationsService) {}

  /** The Registration page's form: text fields and the file `studentIdFile`, in any order. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: 'Registers for the conference, with a student ID file for a student' })
  @Post('registration.php')
  @ReceivesUpload(studentIdPolicy)
  register(
    @Body() body: RegistrationDto,
    @UploadedFile() file: ReceivedUpload | undefined,
    @Ip() clientIp: string,
    @RequestLanguage() language: Language,
  ): Promise<RegistrationResult> {
    return this.registrations.register(body, file, clientIp, language);
  }
}
