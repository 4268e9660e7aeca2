import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { IdempotencyModule } from '../../platform/idempotency/idempotency.module.js';
import { RegistrationsModule } from '../../registrations-and-money/registrations/registrations.module.js';
import { BadgeCodes } from './badge-codes.js';
import { BadgesController } from './badges.controller.js';
import { BadgesService } from './badges.service.js';
import { CheckInsController } from './check-ins.controller.js';
import { CheckInsRepository } from './check-ins.repository.js';
import { CheckInsService } from './check-ins.service.js';
import { personDataProvider } from '../../platform/people/index.js';
import { checkInsPersonData } from './check-ins.person-data.js';
import { WalkInsController } from './walk-ins/walk-ins.controller.js';
import { WalkInsService } from './walk-ins/walk-ins.service.js';

/**
 * The conference days: badges and their codes, checking delegates in at the door, and the
 * walk-in desk that registers, takes the money and checks in at once.
 */
@Module({
  imports: [AuditModule, IdempotencyModule, RegistrationsModule],
  controllers: [BadgesController, CheckInsController, WalkInsController],
  providers: [
    personDataProvider(checkInsPersonData),
    BadgeCodes,
    BadgesService,
    CheckInsRepository,
    CheckInsService,
    WalkInsService,
  ],
  exports: [CheckInsRepository, CheckInsService],
})
export class CheckInsModule {}
