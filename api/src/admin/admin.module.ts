import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { FilesModule } from '../files/files.module.js';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { AdminDashboardService } from './admin-dashboard.service.js';
import { AdminFilesController } from './admin-files.controller.js';
import { AdminPaymentsController } from './admin-payments.controller.js';
import { AdminPaymentsService } from './admin-payments.service.js';
import { AdminRegistrationsController } from './admin-registrations.controller.js';
import { AdminRegistrationsService } from './admin-registrations.service.js';
import { FileLinksService } from './file-links.service.js';
import { SignedFilesController } from './signed-files.controller.js';

/**
 * The admin api: every /api/admin controller needs a signed-in admin (guards at class level);
 * the public file route is authorised by the signature of a link an admin was issued.
 */
@Module({
  imports: [AuditModule, FilesModule],
  controllers: [
    AdminDashboardController,
    AdminRegistrationsController,
    AdminPaymentsController,
    AdminFilesController,
    SignedFilesController,
  ],
  providers: [
    AdminDashboardService,
    AdminRegistrationsService,
    AdminPaymentsService,
    FileLinksService,
  ],
})
export class AdminModule {}
