import { Module } from '@nestjs/common';
import { AccessLinksModule } from '../access-links/access-links.module.js';
import { CaptchaModule } from '../captcha/captcha.module.js';
import { FilesModule, UploadsModule } from '../files/files.module.js';
import { AccessRequestController } from './access-request/access-request.controller.js';
import { AccessRequestService } from './access-request/access-request.service.js';
import { RegistrationsController } from './registrations.controller.js';
import { RegistrationsService } from './registrations.service.js';

@Module({
  imports: [CaptchaModule, FilesModule, UploadsModule, AccessLinksModule],
  controllers: [RegistrationsController, AccessRequestController],
  providers: [RegistrationsService, AccessRequestService],
  exports: [RegistrationsService],
})
export class RegistrationsModule {}
