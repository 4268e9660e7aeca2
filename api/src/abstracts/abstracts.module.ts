import { Module } from '@nestjs/common';
import { CaptchaModule } from '../captcha/captcha.module.js';
import { FilesModule, UploadsModule } from '../files/files.module.js';
import { AbstractsController } from './abstracts.controller.js';
import { AbstractsService } from './abstracts.service.js';

@Module({
  imports: [CaptchaModule, FilesModule, UploadsModule],
  controllers: [AbstractsController],
  providers: [AbstractsService],
})
export class AbstractsModule {}
