import { Injectable } from '@nestjs/common';
import {
  confirmationEchoLengths,
  messages,
  type ApiResult,
  type Language,
} from '@caawg11/conference';
import { honeypotFilled } from '../../platform/common/honeypot.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { echoSafely } from '../../platform/mail/echo.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import { FormMailThrottle } from '../../platform/rate-limit/form-mail-throttle.js';
import type { SponsorshipDto } from './dto/sponsorship.dto.js';
import { SponsorshipRepository } from './sponsorship.repository.js';
import { ConsentsRepository } from '../../team-and-settings/privacy/consents.repository.js';

@Injectable()
export class SponsorshipService {
  constructor(
    private readonly inquiries: SponsorshipRepository,
    private readonly outbox: OutboxService,
    private readonly config: AppConfig,
    private readonly throttle: FormMailThrottle,
    private readonly consents: ConsentsRepository,
  ) {}

  /**
   * Stores the inquiry with the confirmation to the sender (a trimmed name and the chosen
   * package, never the message) and the notice to the sponsorship team. A bot's submission gets
   * the same answer and is dropped.
   */
  async inquire(input: SponsorshipDto, clientIp: string, language: Language): Promise<ApiResult> {
    if (honeypotFilled(input.website))
      return { success: true, message: messages.sponsorshipSuccess };
    const { name, email, company } = input;
    await this.throttle.check(email, clientIp);
    const phone = input.phone || null;
    const packageInterest = input.packageInterest || null;
    const message = input.message || null;
    await this.inquiries.transaction(async (manager) => {
      const id = await this.inquiries.insert(manager, {
        name,
        email,
        company,
        phone,
        packageInterest,
        message,
        language,
      });
      await this.consents.recordForm(
        manager,
        'sponsorship-inquiry',
        id,
        input.privacyNoticeVersion,
      );
      await this.outbox.add(manager, [
        {
          template: 'sponsorship-received',
          to: email,
          language,
          data: {
            name: echoSafely(name, confirmationEchoLengths.name),
            packageInterest: packageInterest ?? '',
          },
        },
        {
          template: 'sponsorship-notice',
          to: this.config.MAIL_SPONSORSHIP,
          replyTo: email,
          data: {
            name,
            email,
            company,
            phone: phone ?? '',
            packageInterest: packageInterest ?? '',
            message: message ?? '',
          },
        },
      ]);
    });
    return { success: true, message: messages.sponsorshipSuccess };
  }
}
