import { Body, Controller, Get, Put } from '@nestjs/common';
import { fieldTripMessages, type DataResult, type FieldTripView } from '@caawg11/conference';
import { Actor } from '../audit/actor.decorator.js';
import type { AuditActor } from '../audit/audit.service.js';
import { Allow } from '../auth/guards.js';
import { FieldTripSettingsDto } from './field-trip-settings.dto.js';
import { FieldTripSeats } from './field-trip-seats.service.js';

/** The trip's seats and pay-by day, and how many seats are held, paid and waiting. */
@Allow('read', 'FieldTrip')
@Controller('admin/field-trip')
export class AdminFieldTripController {
  constructor(private readonly seats: FieldTripSeats) {}

  @Get()
  async view(): Promise<DataResult<FieldTripView>> {
    return { success: true, message: 'Field trip', data: await this.seats.view() };
  }

  @Put()
  @Allow('update', 'FieldTrip')
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
