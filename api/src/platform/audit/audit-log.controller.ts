import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Query } from '@nestjs/common';
import type { AuditLogView, ListResult } from '@caawg11/conference';
import { Allow } from '../auth/guards.js';
import { AuditLogQueryDto } from './audit-log.query.js';
import { AuditService } from './audit.service.js';

/** The audit trail on screen. There is no route that changes it. */
@Allow('read', 'AuditLog')
@ApiTags('Team and settings')
@Controller('admin/audit-log')
export class AuditLogController {
  constructor(private readonly audit: AuditService) {}

  @ApiOperation({
    summary: 'Lists the audit log, newest first, filtered by record, actor and dates',
  })
  @Get()
  async list(@Query() query: AuditLogQueryDto): Promise<ListResult<AuditLogView>> {
    return { success: true, message: 'Audit log', ...(await this.audit.list(query)) };
  }
}
