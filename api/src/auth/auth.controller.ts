import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { ApiResult, AuthUser, LoginResult, TwoFactorChallenge } from '@caawg11/conference';
import { Public } from '../common/public.decorator.js';
import { AuthService } from './auth.service.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { ClientAddress, CurrentUser, DuringTwoFactorSetup, SignedIn } from './guards.js';
import type { SignedInAccount } from './jwt-payload.js';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  login(
    @Body() body: LoginDto,
    @ClientAddress() clientAddress: string,
  ): Promise<LoginResult | TwoFactorChallenge> {
    return this.auth.login(body, clientAddress);
  }

  @Public()
  @Post('register')
  register(@Body() body: RegisterDto): Promise<LoginResult> {
    return this.auth.register(body);
  }

  @SignedIn()
  @DuringTwoFactorSetup()
  @Post('logout')
  @HttpCode(HttpStatus.OK)
  logout(
    @CurrentUser() user: SignedInAccount,
    @ClientAddress() clientAddress: string,
  ): Promise<ApiResult> {
    return this.auth.logout(user, clientAddress);
  }

  @SignedIn()
  @Post('sessions/end-all')
  @HttpCode(HttpStatus.OK)
  signOutEverywhere(
    @CurrentUser() user: SignedInAccount,
    @ClientAddress() clientAddress: string,
  ): Promise<LoginResult> {
    return this.auth.signOutEverywhere(user, clientAddress);
  }

  @SignedIn()
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
  @Get('me')
  me(@CurrentUser() user: SignedInAccount): { success: true; message: string; data: AuthUser } {
    return this.auth.me(user);
  }
}
