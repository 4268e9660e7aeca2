import { Module } from '@nestjs/common';
import { IdempotencyKeysRepository } from './idempotency-keys.repository.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';

@Module({
  providers: [IdempotencyKeysRepository, IdempotencyInterceptor],
  exports: [IdempotencyKeysRepository, IdempotencyInterceptor],
})
export class IdempotencyModule {}
