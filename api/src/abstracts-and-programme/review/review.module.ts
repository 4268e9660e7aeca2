import { Module } from '@nestjs/common';
import { AdminModule } from '../../platform/admin/admin.module.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { AbstractsModule } from '../abstracts/abstracts.module.js';
import {
  CommitteeController,
  ReviewerController,
  ReviewSettingsController,
} from './review.controller.js';
import { ReviewRepository } from './review.repository.js';
import { ReviewService } from './review.service.js';
import { personDataProvider } from '../../platform/people/index.js';
import { reviewPersonData } from './review.person-data.js';

@Module({
  imports: [AdminModule, AuditModule, AbstractsModule],
  controllers: [ReviewSettingsController, ReviewerController, CommitteeController],
  providers: [personDataProvider(reviewPersonData), ReviewRepository, ReviewService],
  exports: [ReviewService],
})
export class ReviewModule {}
