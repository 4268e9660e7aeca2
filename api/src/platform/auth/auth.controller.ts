import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { ApiResult, AuthUser, LoginResult, TwoFactorChallenge } from '@caawg11/conference';
import { Public } from '../common/public.decorator.js';
import { AuthService } from './auth.service.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { ClientAddress, CurrentUser, DuringTwoFactorSetup, SignedIn } from './guards.js';
import type { SignedInAccount } from './jwt-payload.js';

@ApiTags('Team and settings')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @ApiOperation({
    summary:
      'Signs an organiser in: a token, or a two-factor challenge when the account has two factors',
  })
  @Post('login')
  @HttpCode(HttpStatus.OK)
  login(
    @Body() body: LoginDto,
    @ClientAddress() clientAddress: string,
  ): Promise<LoginResult | TwoFactorChallenge> {
    return this.auth.login(body, clientAddress);
  }

  @Public()
  @ApiOperation({ summary: 'Creates the first admin account of a new installation' })
  @Post('register')
  register(@Body() body: RegisterDto): Promise<LoginResult> {
    return this.auth.register(body);
  }

  @SignedIn()
  @DuringTwoFactorSetup()
  @ApiOperation({ summary: 'Ends this sign-in' })
  @Post('logout')
  @HttpCode(HttpStatus.OK)
  logout(
    @CurrentUser() user: SignedInAccount,
    @ClientAddress() clientAddress: string,
  ): Promise<ApiResult> {
    return this.auth.logout(user, clientAddress);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Ends every sign-in of the account but this one' })
  @Post('sessions/end-all')
  @HttpCode(HttpStatus.OK)
  signOutEverywhere(
    @CurrentUser() user: SignedInAccount,
    @ClientAddress() clientAddress: string,
  ): Promise<LoginResult> {
    return this.auth.signOutEverywhere(user, clientAddress);
  }

  @SignedIn()
  @ApiOperation({
    summary: "Changes the signed-in member's password and ends their other sign-ins",
  })
  @Post('password')
  @HttpCode(HttpStatus.OK)
  changePassword(
    @CurrentUser() user: AuthUser,
    @Body() body: ChangePasswordDto,
    @ClientAddress() clientAddress: string,
  ): Promise<LoginResult> {
    return this.auth.changePassword(user, body, clientAddress);
  }

  @SignedIn()
  @DuringTwoFactorSetup()
  @ApiOperation({
    summary: 'Answers who is signed in: e-mail, role and whether two factors are set up',
  })
  @Get('me')
  me(@CurrentUser() user: SignedInAccount): { success: true; message: string; data: AuthUser } {
    return this.auth.me(user);
  }
}
