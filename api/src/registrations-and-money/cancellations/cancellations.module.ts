import { Module } from '@nestjs/common';
import { AccessLinksModule } from '../access-links/access-links.module.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { FieldTripModule } from '../field-trip/field-trip.module.js';
import { RegistrationsModule } from '../registrations/registrations.module.js';
import {
  AdminCancellationPolicyController,
  AdminCancellationsController,
} from './admin-cancellations.controller.js';
import { CancellationPolicyRepository } from './cancellation-policy.repository.js';
import { CancellationsService } from './cancellations.service.js';
import { MyCancellationController } from './my-cancellation.controller.js';

/** Cancellations by organisers and registrants, and the policy that sets their refunds. */
@Module({
  imports: [AccessLinksModule, AuditModule, FieldTripModule, RegistrationsModule],
  controllers: [
    AdminCancellationsController,
    AdminCancellationPolicyController,
    MyCancellationController,
  ],
  providers: [CancellationPolicyRepository, CancellationsService],
})
export class CancellationsModule {}
