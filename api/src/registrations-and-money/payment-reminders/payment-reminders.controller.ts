import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import {
  paymentReminderMessages,
  type ApiResult,
  type DataResult,
  type PaymentRemindersView,
} from '@caawg11/conference';
import { Actor } from '../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { Allow, AllowChanging } from '../../platform/auth/guards.js';
import { declaredSettings } from '../../platform/settings/index.js';
import { Public } from '../../platform/common/public.decorator.js';
import { PublicRateLimit } from '../../platform/rate-limit/public-rate-limit.js';
import { PaymentReminderSettingsDto, ReminderOptOutDto } from './payment-reminder-settings.dto.js';
import { PaymentReminders } from './payment-reminders.service.js';
import { ReminderSchedule } from './reminder-schedule.js';

/** Finance's view of the reminders, and the settings behind them. */
@Allow('read', 'Payment')
@ApiTags('Messages')
@Controller('admin/payment-reminders')
export class AdminPaymentRemindersController {
  constructor(
    private readonly reminders: PaymentReminders,
    private readonly schedule: ReminderSchedule,
  ) {}

  @ApiOperation({
    summary: "Shows the payment reminders' schedule and the registrations they will reach",
  })
  @Get()
  async view(): Promise<DataResult<PaymentRemindersView>> {
    return {
      success: true,
      message: 'Payment reminders',
      data: await this.withNextRun(this.reminders.view()),
    };
  }

  @ApiOperation({ summary: 'Changes when payment reminders are sent' })
  @Put('settings')
  @AllowChanging(declaredSettings.paymentReminders)
  async updateSettings(
    @Body() body: PaymentReminderSettingsDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<PaymentRemindersView>> {
    return {
      success: true,
      message: paymentReminderMessages.saved,
      data: await this.withNextRun(this.reminders.updateSettings({ ...body }, actor)),
    };
  }

  private async withNextRun(
    view: Promise<Omit<PaymentRemindersView, 'nextRunAt'>>,
  ): Promise<PaymentRemindersView> {
    const [reminders, nextRunAt] = await Promise.all([view, this.schedule.nextRunAt()]);
    return { ...reminders, nextRunAt };
  }
}

/** The registrant's "no more reminders" link, from a reminder e-mail. */
@ApiTags('Public site')
@Controller('payment-reminders')
export class ReminderOptOutController {
  constructor(private readonly reminders: PaymentReminders) {}

  @Public()
  @PublicRateLimit()
  @ApiOperation({
    summary: 'Stops the payment reminders of the registration whose reminder carried the link',
  })
  @Post('opt-out')
  @HttpCode(HttpStatus.OK)
  optOut(@Body() body: ReminderOptOutDto): Promise<ApiResult> {
    return this.reminders.optOut(body.token);
  }
}
