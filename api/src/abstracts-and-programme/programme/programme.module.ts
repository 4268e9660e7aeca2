import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { AbstractsModule } from '../abstracts/abstracts.module.js';
import { AdminProgrammeController } from './admin/admin-programme.controller.js';
import { ProgrammeCalendarController, ProgrammeController } from './programme.controller.js';
import { ProgrammeRepository } from './programme.repository.js';
import { ProgrammeService } from './programme.service.js';
import { personDataProvider } from '../../platform/people/index.js';
import { programmePersonData } from './programme.person-data.js';

@Module({
  imports: [AuditModule, AbstractsModule],
  controllers: [ProgrammeController, ProgrammeCalendarController, AdminProgrammeController],
  providers: [personDataProvider(programmePersonData), ProgrammeRepository, ProgrammeService],
  exports: [ProgrammeService],
})
export class ProgrammeModule {}
