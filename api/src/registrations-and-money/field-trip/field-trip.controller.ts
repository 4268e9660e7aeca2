import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { fieldTripMessages, type DataResult, type FieldTripView } from '@caawg11/conference';
import { Actor } from '../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { Allow, AllowChanging } from '../../platform/auth/guards.js';
import { declaredSettings } from '../../platform/settings/index.js';
import { FieldTripSettingsDto } from './field-trip-settings.dto.js';
import { FieldTripSeats } from './field-trip-seats.service.js';

/** The trip's seats and pay-by day, and how many seats are held, paid and waiting. */
@Allow('read', 'FieldTrip')
@ApiTags('Registrations and money')
@Controller('admin/field-trip')
export class AdminFieldTripController {
  constructor(private readonly seats: FieldTripSeats) {}

  @ApiOperation({ summary: "Shows the field trip's seats, waiting list and pay-by day" })
  @Get()
  async view(): Promise<DataResult<FieldTripView>> {
    return { success: true, message: 'Field trip', data: await this.seats.view() };
  }

  @ApiOperation({ summary: "Changes the field trip's seats and pay-by day" })
  @Put()
  @AllowChanging(declaredSettings.fieldTrip)
  async update(
    @Body() body: FieldTripSettingsDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<FieldTripView>> {
    return {
      success: true,
      message: fieldTripMessages.saved,
      data: await this.seats.updateSettings({ seats: body.seats, payBy: body.payBy }, actor),
    };
  }
}
