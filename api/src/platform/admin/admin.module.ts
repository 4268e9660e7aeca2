import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { FilesModule } from '../files/files.module.js';
import { FileLinksService } from './file-links.service.js';
import { SignedFilesController } from './signed-files.controller.js';

/**
 * What every admin section shares: stored files are opened through short-lived signed links.
 * Each feature issues the links to its own records' files, to the roles that may read those
 * records; the public file route is authorised by the signature of such a link.
 */
@Module({
  imports: [AuditModule, FilesModule],
  controllers: [SignedFilesController],
  providers: [FileLinksService],
  exports: [FileLinksService],
})
export class AdminModule {}
