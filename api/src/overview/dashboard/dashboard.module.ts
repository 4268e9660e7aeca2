import { Module } from '@nestjs/common';
import { AbstractsModule } from '../../abstracts-and-programme/abstracts/abstracts.module.js';
import { RegistrationsModule } from '../../registrations-and-money/registrations/registrations.module.js';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { AdminDashboardService } from './admin-dashboard.service.js';

@Module({
  imports: [AbstractsModule, RegistrationsModule],
  controllers: [AdminDashboardController],
  providers: [AdminDashboardService],
})
export class DashboardModule {}
