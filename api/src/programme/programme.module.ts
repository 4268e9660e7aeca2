import { Module } from '@nestjs/common';
import { AdminProgrammeController } from './admin/admin-programme.controller.js';
import { ProgrammeCalendarController, ProgrammeController } from './programme.controller.js';
import { ProgrammeService } from './programme.service.js';

@Module({
  controllers: [ProgrammeController, ProgrammeCalendarController, AdminProgrammeController],
  providers: [ProgrammeService],
})
export class ProgrammeModule {}
