import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  privacyMessages,
  type DataResult,
  type RetentionSettings,
  type RetentionUpcomingView,
} from '@caawg11/conference';
import { Actor } from '../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { Allow, AllowChanging } from '../../platform/auth/guards.js';
import { declaredSettings } from '../../platform/settings/index.js';
import { Public } from '../../platform/common/public.decorator.js';
import { PublicRateLimit } from '../../platform/rate-limit/public-rate-limit.js';
import { RetentionSettingsDto } from './retention-settings.dto.js';
import { RetentionService } from './retention.service.js';

/** The retention periods and what the daily job removes next: administrators only. */
@Allow('manage', 'Privacy')
@ApiTags('Team and settings')
@Controller('admin/retention')
export class AdminRetentionController {
  constructor(private readonly retention: RetentionService) {}

  @ApiOperation({ summary: 'Shows how long each kind of personal data is kept' })
  @Get()
  async settings(): Promise<DataResult<RetentionSettings>> {
    return {
      success: true,
      message: 'Retention settings',
      data: await this.retention.settings(),
    };
  }

  @ApiOperation({ summary: 'Changes how long each kind of personal data is kept' })
  @Put()
  @AllowChanging(declaredSettings.retention)
  async update(
    @Body() body: RetentionSettingsDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<RetentionSettings>> {
    return {
      success: true,
      message: privacyMessages.retentionSaved,
      data: await this.retention.updateSettings({ ...body }, actor),
    };
  }

  @ApiOperation({ summary: 'Counts what the next retention run will remove' })
  @Get('upcoming')
  async upcoming(): Promise<DataResult<RetentionUpcomingView>> {
    return {
      success: true,
      message: 'What goes next',
      data: await this.retention.upcoming(),
    };
  }
}

/** The periods alone, for the privacy notice: the page states what the job does. */
@ApiTags('Public site')
@Controller('privacy')
export class PrivacyController {
  constructor(private readonly retention: RetentionService) {}

  @Public()
  // Read on every visit of the notice in three languages, often behind one venue address.
  @PublicRateLimit(10)
  @ApiOperation({
    summary: 'Answers how long each kind of personal data is kept, for the privacy page',
  })
  @Get('retention')
  async periods(): Promise<DataResult<RetentionSettings>> {
    return {
      success: true,
      message: 'Retention periods',
      data: await this.retention.settings(),
    };
  }
}
