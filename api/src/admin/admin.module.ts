import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { FilesModule } from '../files/files.module.js';
import { AdminFilesController } from './admin-files.controller.js';
import { FileLinksService } from './file-links.service.js';
import { SignedFilesController } from './signed-files.controller.js';

/**
 * What every admin section shares: stored files are opened through short-lived signed links.
 * The admin route needs a signed-in admin; the public file route is authorised by the
 * signature of a link an admin was issued. Each feature keeps its own admin controllers.
 */
@Module({
  imports: [AuditModule, FilesModule],
  controllers: [AdminFilesController, SignedFilesController],
  providers: [FileLinksService],
  exports: [FileLinksService],
})
export class AdminModule {}
