import { Global, Module } from '@nestjs/common';
import { FormMailThrottle } from './form-mail-throttle.js';
import { PublicRateLimitGuard } from './public-rate-limit.js';
import { RateLimiterService } from './rate-limiter.service.js';

@Global()
@Module({
  providers: [RateLimiterService, PublicRateLimitGuard, FormMailThrottle],
  exports: [RateLimiterService, PublicRateLimitGuard, FormMailThrottle],
})
export class RateLimitModule {}
