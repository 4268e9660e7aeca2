import { Module } from '@nestjs/common';
import { CaptchaModule } from '../captcha/captcha.module.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';

@Module({
  imports: [CaptchaModule],
  controllers: [BookingsController],
  providers: [BookingsService],
})
export class BookingsModule {}
