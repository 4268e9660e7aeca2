import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import type {
  ApiResult,
  CheckInAnswer,
  CheckInSummary,
  DataResult,
  DoorRegistration,
} from '@caawg11/conference';
import { IdParamPipe } from '../../platform/admin/id-param.pipe.js';
import { Actor } from '../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { Allow } from '../../platform/auth/guards.js';
import { CheckInDto, CheckInSearchQuery, CheckInSummaryQuery } from './check-in.dto.js';
import { checkInNotFound, CheckInsService } from './check-ins.service.js';

/** The door's routes: the only admin routes a check-in volunteer reaches. */
@Allow('read', 'CheckIn')
@ApiTags('On site')
@Controller('admin/check-ins')
export class CheckInsController {
  constructor(private readonly checkIns: CheckInsService) {}

  /** Always 200 for a well-formed scan: the outcome says what the door should do. */
  @Allow('create', 'CheckIn')
  @ApiOperation({
    summary:
      'Checks a delegate in from a scanned badge or a typed reference: the outcome says what the door does',
  })
  @Post()
  @HttpCode(HttpStatus.OK)
  checkIn(@Body() body: CheckInDto, @Actor() actor: AuditActor): Promise<CheckInAnswer> {
    return this.checkIns.checkIn(body, actor);
  }

  @ApiOperation({ summary: 'Counts the delegates checked in today and on each day' })
  @Get('summary')
  summary(@Query() query: CheckInSummaryQuery): Promise<CheckInSummary> {
    return this.checkIns.summary(query.occasion);
  }

  /** For a delegate who forgot the badge: the door's fields of the registrations that match. */
  @ApiOperation({ summary: 'Finds a delegate at the door by name, e-mail or reference' })
  @Get('search')
  async search(@Query() query: CheckInSearchQuery): Promise<DataResult<DoorRegistration[]>> {
    return {
      success: true,
      message: 'Registrations found',
      data: await this.checkIns.search(query.q),
    };
  }

  /** An organiser's undo of a check-in made by mistake. */
  @Allow('manage', 'CheckIn')
  @ApiOperation({ summary: 'Undoes a check-in made by mistake' })
  @Delete(':id')
  async undo(
    @Param('id', new IdParamPipe(checkInNotFound)) id: string,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult> {
    await this.checkIns.undo(id, actor);
    return { success: true, message: 'Check-in undone' };
  }
}
