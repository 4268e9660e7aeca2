import { Module } from '@nestjs/common';
import { AbstractNoticesModule } from '../../messages/abstract-notices/abstract-notices.module.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { FilesModule, UploadsModule } from '../../platform/files/files.module.js';
import { AccessLinksModule } from '../../registrations-and-money/access-links/access-links.module.js';
import { AbstractsModule } from '../abstracts/abstracts.module.js';
import { ProgrammeModule } from '../programme/programme.module.js';
import { ReviewModule } from '../review/review.module.js';
import { SpeakersModule } from '../speakers/speakers.module.js';
import { MyAbstractController } from './my-abstract.controller.js';
import { MyAbstractService } from './my-abstract.service.js';

/** The submitter's own page of an abstract, opened from the e-mailed link. */
@Module({
  imports: [
    AbstractNoticesModule,
    AbstractsModule,
    AccessLinksModule,
    AuditModule,
    FilesModule,
    UploadsModule,
    ProgrammeModule,
    ReviewModule,
    SpeakersModule,
  ],
  controllers: [MyAbstractController],
  providers: [MyAbstractService],
})
export class MyAbstractModule {}
