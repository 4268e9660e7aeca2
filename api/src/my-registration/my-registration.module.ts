import { Module } from '@nestjs/common';
import { AccessLinksModule } from '../access-links/access-links.module.js';
import { FilesModule, UploadsModule } from '../files/files.module.js';
import { MyRegistrationController } from './my-registration.controller.js';
import { MyRegistrationService } from './my-registration.service.js';

@Module({
  imports: [AccessLinksModule, FilesModule, UploadsModule],
  controllers: [MyRegistrationController],
  providers: [MyRegistrationService],
})
export class MyRegistrationModule {}
