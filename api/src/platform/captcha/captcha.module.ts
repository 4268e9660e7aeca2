import { Module } from '@nestjs/common';
import { AppConfig, ConfigurationError } from '../config/app-config.js';
import { AltchaProvider } from './altcha.provider.js';
import { CAPTCHA_PROVIDER, type CaptchaProvider } from './captcha-provider.js';
import { CaptchaReplayStore } from './captcha-replay-store.js';
import { CaptchaController } from './captcha.controller.js';
import { CaptchaService } from './captcha.service.js';
import {
  fetchSiteVerify,
  RECAPTCHA_HTTP,
  RecaptchaProvider,
  type SiteVerifyHttp,
} from './recaptcha.provider.js';

function createProvider(
  config: AppConfig,
  replay: CaptchaReplayStore,
  http: SiteVerifyHttp,
): CaptchaProvider {
  if (config.CAPTCHA_PROVIDER === 'altcha') return new AltchaProvider(config.altchaHmacKey, replay);
  const { RECAPTCHA_SECRET_KEY: secretKey, RECAPTCHA_SITE_KEY: siteKey } = config;
  if (!secretKey || !siteKey) {
    throw new ConfigurationError(
      'CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SECRET_KEY and RECAPTCHA_SITE_KEY',
    );
  }
  return new RecaptchaProvider({ secretKey, siteKey }, http, replay);
}

@Module({
  controllers: [CaptchaController],
  providers: [
    CaptchaReplayStore,
    { provide: RECAPTCHA_HTTP, useValue: fetchSiteVerify },
    {
      provide: CAPTCHA_PROVIDER,
      inject: [AppConfig, CaptchaReplayStore, RECAPTCHA_HTTP],
      useFactory: createProvider,
    },
    CaptchaService,
  ],
  exports: [CaptchaService],
})
export class CaptchaModule {}
