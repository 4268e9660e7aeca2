import { Module } from '@nestjs/common';
import { JwtModule, type JwtSignOptions } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { AppConfig } from '../config/app-config.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { JwtStrategy } from './jwt.strategy.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordCheckThrottle } from './password-check-throttle.js';
import { PasswordReset } from './password-reset.entity.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService } from './password-reset.service.js';
import { PasswordResetThrottle } from './password-reset-throttle.js';
import { PasswordResetsRepository } from './password-resets.repository.js';
import { SignInSession } from './sign-in-session.entity.js';
import { SignInSessionsRepository } from './sign-in-sessions.repository.js';
import { SignInTokens } from './sign-in-tokens.service.js';
import { TwoFactorKeys } from './two-factor/two-factor-keys.js';
import { TwoFactorSettingsRepository } from './two-factor/two-factor-settings.repository.js';
import { TwoFactorThrottle } from './two-factor/two-factor-throttle.js';
import {
  TwoFactorController,
  TwoFactorRequirementController,
} from './two-factor/two-factor.controller.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';

/** JWT_EXPIRES_IN as seconds ('28800') or a duration such as '8h', '30m' or '1d'. */
export function tokenLifetime(value: string): NonNullable<JwtSignOptions['expiresIn']> {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  if (/^\d+(\.\d+)?\s*(ms|s|m|h|d|w|y)$/i.test(text)) {
    return text as NonNullable<JwtSignOptions['expiresIn']>;
  }
  throw new Error(`JWT_EXPIRES_IN: '${value}' is not a duration such as 8h or 28800`);
}

@Module({
  imports: [
    TypeOrmModule.forFeature([SignInSession, PasswordReset]),
    UsersModule,
    AuditModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: {
          algorithm: 'HS256',
          expiresIn: tokenLifetime(config.JWT_EXPIRES_IN),
        },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [
    AuthController,
    PasswordResetController,
    TwoFactorController,
    TwoFactorRequirementController,
  ],
  providers: [
    AuthService,
    JwtStrategy,
    LoginThrottleService,
    PasswordCheckThrottle,
    SignInSessionsRepository,
    PasswordResetService,
    PasswordResetThrottle,
    PasswordResetsRepository,
    SignInTokens,
    TwoFactorKeys,
    TwoFactorSettingsRepository,
    TwoFactorThrottle,
    TwoFactorService,
  ],
  exports: [JwtModule],
})
export class AuthModule {}
