import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { AdminFieldTripController } from './field-trip.controller.js';
import { FieldTripRepository } from './field-trip.repository.js';
import { FieldTripSeats } from './field-trip-seats.service.js';
import { personDataProvider } from '../../platform/people/index.js';
import { fieldTripPersonData } from './field-trip.person-data.js';

/** The field trip's seats and waiting line, in the api. */
@Module({
  imports: [AuditModule],
  controllers: [AdminFieldTripController],
  providers: [personDataProvider(fieldTripPersonData), FieldTripRepository, FieldTripSeats],
  exports: [FieldTripRepository, FieldTripSeats],
})
export class FieldTripModule {}
