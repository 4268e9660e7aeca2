import { Module } from '@nestjs/common';
import { AccessLinksModule } from '../access-links/access-links.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { CaptchaModule } from '../captcha/captcha.module.js';
import { FilesModule, UploadsModule } from '../files/files.module.js';
import { AccessRequestController } from './access-request/access-request.controller.js';
import { AccessRequestService } from './access-request/access-request.service.js';
import { AdminRegistrationsController } from './admin/admin-registrations.controller.js';
import { AdminRegistrationsService } from './admin/admin-registrations.service.js';
import { RegistrationRepository } from './registration.repository.js';
import { RegistrationsController } from './registrations.controller.js';
import { RegistrationsService } from './registrations.service.js';

@Module({
  imports: [CaptchaModule, FilesModule, UploadsModule, AccessLinksModule, AuditModule],
  controllers: [RegistrationsController, AccessRequestController, AdminRegistrationsController],
  providers: [
    RegistrationsService,
    AccessRequestService,
    AdminRegistrationsService,
    RegistrationRepository,
  ],
  exports: [RegistrationsService, RegistrationRepository],
})
export class RegistrationsModule {}
