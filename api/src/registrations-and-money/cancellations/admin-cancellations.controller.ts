import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import {
  cancellationMessages,
  type AdminRegistrationDetails,
  type CancellationPolicyView,
  type DataResult,
} from '@caawg11/conference';
import { Actor } from '../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { Allow, AllowChanging } from '../../platform/auth/guards.js';
import { declaredSettings } from '../../platform/settings/index.js';
import { RegistrationId } from '../../platform/admin/id-param.pipe.js';
import { CancellationsService } from './cancellations.service.js';
import { CancellationDto, CancellationPolicyDto } from './dto/cancellation.dto.js';

/** An organiser cancels a registration, with a reason the registrant is e-mailed. */
@Allow('update', 'Registration')
@ApiTags('Registrations and money')
@Controller('admin/registrations')
export class AdminCancellationsController {
  constructor(private readonly cancellations: CancellationsService) {}

  @ApiOperation({
    summary:
      'Cancels a registration for the registrant, with the reason; the refund due follows the policy',
  })
  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  async cancel(
    @Param('id', RegistrationId) id: string,
    @Body() body: CancellationDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<AdminRegistrationDetails>> {
    const data = await this.cancellations.cancelByOrganiser(id, body.reason, actor);
    return { success: true, message: cancellationMessages.cancelled, data };
  }
}

/** The cancellation policy: money, so finance's to set. */
@Allow('read', 'Payment')
@ApiTags('Registrations and money')
@Controller('admin/cancellation-policy')
export class AdminCancellationPolicyController {
  constructor(private readonly cancellations: CancellationsService) {}

  @ApiOperation({ summary: 'Shows the cancellation policy: the refund share before each date' })
  @Get()
  async view(): Promise<DataResult<CancellationPolicyView>> {
    return {
      success: true,
      message: 'Cancellation policy',
      data: await this.cancellations.policy(),
    };
  }

  @ApiOperation({ summary: "Changes the cancellation policy's dates and refund shares" })
  @Put()
  @AllowChanging(declaredSettings.cancellationPolicy)
  async update(
    @Body() body: CancellationPolicyDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<CancellationPolicyView>> {
    return {
      success: true,
      message: cancellationMessages.policySaved,
      data: await this.cancellations.updatePolicy(
        {
          fullRefundBefore: body.fullRefundBefore,
          partialRefundBefore: body.partialRefundBefore,
          partialRefundPercent: body.partialRefundPercent,
        },
        actor,
      ),
    };
  }
}
