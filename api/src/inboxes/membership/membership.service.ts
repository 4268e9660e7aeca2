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
import type { MembershipDto } from './dto/membership.dto.js';
import { MembershipRepository } from './membership.repository.js';
import { ConsentsRepository } from '../../team-and-settings/privacy/consents.repository.js';

@Injectable()
export class MembershipService {
  constructor(
    private readonly applications: MembershipRepository,
    private readonly outbox: OutboxService,
    private readonly config: AppConfig,
    private readonly throttle: FormMailThrottle,
    private readonly consents: ConsentsRepository,
  ) {}

  /**
   * Stores the application with the confirmation to the applicant (greeting them by a trimmed
   * name only) and the secretariat's copy. A bot's submission gets the same answer and is dropped.
   */
  async apply(input: MembershipDto, clientIp: string, language: Language): Promise<ApiResult> {
    if (honeypotFilled(input.website))
      return { success: true, message: messages.membershipSuccess };
    await this.throttle.check(input.email, clientIp);
    const optional = {
      address: input.address || null,
      phone: input.phone || null,
      mobile: input.mobile || null,
      fax: input.fax || null,
      webpage: input.webpage || null,
    };
    const application: Record<string, string> = {
      title: input.title,
      name: input.name,
      organisation: input.organisation,
      profession: input.profession,
      qualification: input.qualification,
      address: optional.address ?? '',
      phone: optional.phone ?? '',
      mobile: optional.mobile ?? '',
      fax: optional.fax ?? '',
      email: input.email,
      webpage: optional.webpage ?? '',
    };
    await this.applications.transaction(async (manager) => {
      const id = await this.applications.insert(manager, {
        title: input.title,
        name: input.name,
        organisation: input.organisation,
        profession: input.profession,
        qualification: input.qualification,
        email: input.email,
        ...optional,
        language,
      });
      await this.consents.recordForm(manager, 'membership', id, input.privacyNoticeVersion);
      await this.outbox.add(manager, [
        {
          template: 'membership-received',
          to: input.email,
          language,
          data: { name: echoSafely(input.name, confirmationEchoLengths.name) },
        },
        {
          template: 'membership-copy',
          to: this.config.MAIL_SECRETARIAT,
          replyTo: input.email,
          data: { application },
        },
      ]);
    });
    return { success: true, message: messages.membershipSuccess };
  }
}
