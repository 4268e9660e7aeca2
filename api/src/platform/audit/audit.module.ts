import { Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller.js';
import { AuditService } from './audit.service.js';
import { personDataProvider } from '../people/index.js';
import { auditPersonData } from './audit.person-data.js';

@Module({
  controllers: [AuditLogController],
  providers: [personDataProvider(auditPersonData), AuditService],
  exports: [AuditService],
})
export class AuditModule {}
