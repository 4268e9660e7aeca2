import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import {
  twoFactorMessages,
  type DataResult,
  type LoginResult,
  type TwoFactorEnabled,
  type TwoFactorRequirement,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@caawg11/conference';
import { Actor } from '../../audit/actor.decorator.js';
import type { AuditActor } from '../../audit/audit.service.js';
import { Public } from '../../common/public.decorator.js';
import {
  Allow,
  AllowChanging,
  ClientAddress,
  CurrentUser,
  DuringTwoFactorSetup,
  SignedIn,
} from '../guards.js';
import { declaredSettings } from '../../settings/index.js';
import type { SignedInAccount } from '../jwt-payload.js';
import {
  TwoFactorChallengeDto,
  TwoFactorCodeDto,
  TwoFactorRequirementDto,
} from './two-factor.dto.js';
import { TwoFactorService } from './two-factor.service.js';

/** The signed-in account's own second factor, and the code step of a sign-in. */
@ApiTags('Team and settings')
@Controller('auth/two-factor')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @SignedIn()
  @DuringTwoFactorSetup()
  @ApiOperation({
    summary: 'Says whether the member has two factors, and whether their role requires them',
  })
  @Get()
  async status(@CurrentUser() user: SignedInAccount): Promise<DataResult<TwoFactorStatus>> {
    return {
      success: true,
      message: 'Two-factor authentication',
      data: await this.twoFactor.status(user),
    };
  }

  @SignedIn()
  @DuringTwoFactorSetup()
  @ApiOperation({
    summary: 'Starts setting up an authenticator app: answers { secret, otpauthUrl }',
  })
  @Post('setup')
  @HttpCode(HttpStatus.OK)
  setup(
    @CurrentUser() user: SignedInAccount,
    @ClientAddress() clientAddress: string,
  ): Promise<TwoFactorSetup> {
    return this.twoFactor.setup(user, clientAddress);
  }

  @SignedIn()
  @DuringTwoFactorSetup()
  @ApiOperation({
    summary: 'Turns two factors on with a current code: answers { recoveryCodes }, shown once',
  })
  @Post('enable')
  @HttpCode(HttpStatus.OK)
  enable(
    @CurrentUser() user: SignedInAccount,
    @Body() body: TwoFactorCodeDto,
    @ClientAddress() clientAddress: string,
  ): Promise<TwoFactorEnabled> {
    return this.twoFactor.enable(user, body.code, clientAddress);
  }

  @Public()
  @ApiOperation({
    summary: 'Completes a sign-in with an app code or an unused recovery code: answers { token }',
  })
  @Post('verify')
  @HttpCode(HttpStatus.OK)
  verify(
    @Body() body: TwoFactorChallengeDto,
    @ClientAddress() clientAddress: string,
  ): Promise<LoginResult> {
    return this.twoFactor.verifyChallenge(body.challengeToken, body.code, clientAddress);
  }
}

/** Which roles must sign in with two factors: part of team management. */
@Allow('manage', 'Team')
@ApiTags('Team and settings')
@Controller('admin/team/two-factor-requirement')
export class TwoFactorRequirementController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @ApiOperation({ summary: 'Shows which roles must sign in with two factors' })
  @Get()
  async get(): Promise<DataResult<TwoFactorRequirement>> {
    return {
      success: true,
      message: 'Two-factor requirement',
      data: await this.twoFactor.requirement(),
    };
  }

  @ApiOperation({ summary: 'Chooses which roles must sign in with two factors' })
  @Put()
  @AllowChanging(declaredSettings.twoFactor)
  async set(
    @Body() body: TwoFactorRequirementDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<TwoFactorRequirement>> {
    const data = await this.twoFactor.setRequirement(body.requiredRoles, actor);
    return { success: true, message: twoFactorMessages.rolesSaved, data };
  }
}
