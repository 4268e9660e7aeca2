import { Module } from '@nestjs/common';
import { CaptchaModule } from '../../platform/captcha/captcha.module.js';
import { AdminBookingsController } from './admin/admin-bookings.controller.js';
import { BookingsInbox } from './admin/bookings-inbox.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsRepository } from './bookings.repository.js';
import { BookingsService } from './bookings.service.js';
import { personDataProvider } from '../../platform/people/index.js';
import { bookingsPersonData } from './bookings.person-data.js';

@Module({
  imports: [CaptchaModule],
  controllers: [BookingsController, AdminBookingsController],
  providers: [
    personDataProvider(bookingsPersonData),
    BookingsRepository,
    BookingsService,
    BookingsInbox,
  ],
})
export class BookingsModule {}
