import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { BadgeCodes } from './badge-codes.js';
import { BadgesController } from './badges.controller.js';
import { BadgesService } from './badges.service.js';
import { CheckInsController } from './check-ins.controller.js';
import { CheckInsService } from './check-ins.service.js';
import { personDataProvider } from '../people/index.js';
import { checkInsPersonData } from './check-ins.person-data.js';

/** The conference days: badges and their codes, and checking delegates in at the door. */
@Module({
  imports: [AuditModule],
  controllers: [BadgesController, CheckInsController],
  providers: [personDataProvider(checkInsPersonData), BadgeCodes, BadgesService, CheckInsService],
  exports: [CheckInsService],
})
export class CheckInsModule {}
