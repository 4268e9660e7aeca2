import { Module } from '@nestjs/common';
import { AdminModule } from '../../platform/admin/admin.module.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { FilesModule, UploadsModule } from '../../platform/files/files.module.js';
import { personDataProvider } from '../../platform/people/index.js';
import { AbstractsModule } from '../abstracts/abstracts.module.js';
import { ProgrammeModule } from '../programme/programme.module.js';
import { AdminSpeakersController } from './admin/admin-speakers.controller.js';
import { PresenterProfilesRepository } from './presenter-profiles.repository.js';
import { PresenterProfilesService } from './presenter-profiles.service.js';
import { SpeakersController } from './speakers.controller.js';
import { speakersPersonData } from './speakers.person-data.js';
import { SpeakersRepository } from './speakers.repository.js';
import { SpeakersService } from './speakers.service.js';

@Module({
  imports: [AuditModule, FilesModule, UploadsModule, AdminModule, AbstractsModule, ProgrammeModule],
  controllers: [SpeakersController, AdminSpeakersController],
  providers: [
    personDataProvider(speakersPersonData),
    SpeakersRepository,
    SpeakersService,
    PresenterProfilesRepository,
    PresenterProfilesService,
  ],
  exports: [PresenterProfilesService],
})
export class SpeakersModule {}
