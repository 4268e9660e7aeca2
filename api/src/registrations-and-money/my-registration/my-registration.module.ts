import { Module } from '@nestjs/common';
import { AccessLinksModule } from '../access-links/access-links.module.js';
import { FilesModule, UploadsModule } from '../../platform/files/files.module.js';
import { PaymentRemindersModule } from '../payment-reminders/payment-reminders.module.js';
import { RegistrationsModule } from '../registrations/registrations.module.js';
import { MyRegistrationController } from './my-registration.controller.js';
import { MyRegistrationService } from './my-registration.service.js';

@Module({
  imports: [
    AccessLinksModule,
    FilesModule,
    UploadsModule,
    RegistrationsModule,
    PaymentRemindersModule,
  ],
  controllers: [MyRegistrationController],
  providers: [MyRegistrationService],
})
export class MyRegistrationModule {}
