import { Global, Module } from '@nestjs/common';
import { PublicRateLimitGuard } from './public-rate-limit.js';
import { RateLimiterService } from './rate-limiter.service.js';

@Global()
@Module({
  providers: [RateLimiterService, PublicRateLimitGuard],
  exports: [RateLimiterService, PublicRateLimitGuard],
})
export class RateLimitModule {}
