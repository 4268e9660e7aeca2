import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Ip, Post } from '@nestjs/common';
import type { WalkInResult } from '@caawg11/conference';
import { Actor } from '../../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../../platform/audit/audit.service.js';
import { Allow } from '../../../platform/auth/guards.js';
import { Idempotent } from '../../../platform/idempotency/idempotent.decorator.js';
import { WalkInDto } from './walk-in.dto.js';
import { WalkInsService } from './walk-ins.service.js';

/** The walk-in desk: finance and admins register, take the money and check in, in one request. */
@Allow('create', 'Registration')
@ApiTags('On site')
@Controller('admin/walk-ins')
export class WalkInsController {
  constructor(private readonly walkIns: WalkInsService) {}

  /** 201 with the registration and the door's answer: `checked-in`, or `not-paid` with the balance. */
  @Idempotent()
  @ApiOperation({
    summary: 'Registers a walk-in delegate, takes the money and checks them in, in one request',
  })
  @Post()
  register(
    @Body() body: WalkInDto,
    @Actor() actor: AuditActor,
    @Ip() clientIp: string,
  ): Promise<WalkInResult> {
    return this.walkIns.register(body, actor, clientIp);
  }
}
