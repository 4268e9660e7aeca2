import { Injectable } from '@nestjs/common';
import { messages, type ApiResult, type Language } from '@caawg11/conference';
import { CaptchaService } from '../../platform/captcha/captcha.service.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import { BookingsRepository } from './bookings.repository.js';
import type { BookingDto } from './dto/booking.dto.js';
import { ConsentsRepository } from '../../team-and-settings/privacy/consents.repository.js';

@Injectable()
export class BookingsService {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly outbox: OutboxService,
    private readonly captcha: CaptchaService,
    private readonly config: AppConfig,
    private readonly consents: ConsentsRepository,
  ) {}

  /** Checks the robot check, then stores the request with the guest's and the logistics team's e-mails. */
  async request(input: BookingDto, clientIp: string, language: Language): Promise<ApiResult> {
    await this.captcha.assertSolved(input.recaptchaToken, clientIp);
    const { fullName, email, phone, nationality, accommodationType, sharingPreference } = input;
    const { checkInDate, checkOutDate } = input;
    const specialRequests = input.specialRequests || null;
    await this.bookings.transaction(async (manager) => {
      const id = await this.bookings.insert(manager, {
        fullName,
        email,
        phone,
        nationality,
        accommodationType,
        sharingPreference,
        checkInDate,
        checkOutDate,
        specialRequests,
        language,
      });
      await this.consents.recordForm(manager, 'booking', id, input.privacyNoticeVersion);
      await this.outbox.add(manager, [
        {
          template: 'booking-received',
          to: email,
          language,
          data: { fullName, accommodationType, checkInDate, checkOutDate },
        },
        {
          template: 'booking-notice',
          to: this.config.MAIL_LOGISTICS,
          replyTo: email,
          data: {
            fullName,
            email,
            phone,
            nationality,
            accommodationType,
            sharingPreference,
            checkInDate,
            checkOutDate,
            specialRequests: specialRequests ?? '',
          },
        },
      ]);
    });
    return { success: true, message: messages.bookingSuccess };
  }
}
