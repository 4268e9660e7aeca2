import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get } from '@nestjs/common';
import type { DashboardStatistics } from '@caawg11/conference';
import { Allow } from '../../platform/auth/guards.js';
import { AdminDashboardService } from './admin-dashboard.service.js';
import type { DataResult } from '@caawg11/conference';

@Allow('read', 'Dashboard')
@ApiTags('Overview')
@Controller('admin/dashboard')
export class AdminDashboardController {
  constructor(private readonly dashboard: AdminDashboardService) {}

  @ApiOperation({
    summary:
      "Answers the dashboard's figures: registrations, payments, categories and the newest registrations",
  })
  @Get()
  async statistics(): Promise<DataResult<DashboardStatistics>> {
    return {
      success: true,
      message: 'Dashboard statistics',
      data: await this.dashboard.statistics(),
    };
  }
}
