import { Body, Controller, Ip, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  FileStreamInterceptor,
  type MultipartFileStream,
} from '@nestjs/platform-fastify/multipart';
import type { RegistrationResult } from '@caawg11/conference';
import { Public } from '../common/public.decorator.js';
import { uploadOptions } from '../files/files.module.js';
import { PublicRateLimit } from '../rate-limit/public-rate-limit.js';
import { RegistrationDto } from './dto/registration.dto.js';
import { RegistrationsService, studentIdFileField } from './registrations.service.js';

@Controller()
export class RegistrationsController {
  constructor(private readonly registrations: RegistrationsService) {}

  /** The Registration page's form: text fields first, then the file `studentIdFile`. */
  @Public()
  @PublicRateLimit()
  @Post('registration.php')
  @UseInterceptors(FileStreamInterceptor(studentIdFileField, uploadOptions))
  register(
    @Body() body: RegistrationDto,
    @UploadedFile() file: MultipartFileStream | undefined,
    @Ip() clientIp: string,
  ): Promise<RegistrationResult> {
    return this.registrations.register(body, file, clientIp);
  }
}
