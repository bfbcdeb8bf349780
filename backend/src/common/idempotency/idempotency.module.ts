import { Global, Module } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyStore } from './idempotency.store';

/**
 * `Idempotency-Key` on the routes marked @Idempotent(): the interceptor, its table and the hourly
 * sweep. Global, so that the interceptor @Idempotent() attaches resolves in every controller's module.
 */
@Global()
@Module({
  providers: [IdempotencyStore, IdempotencyInterceptor],
  exports: [IdempotencyStore, IdempotencyInterceptor],
})
export class IdempotencyModule {}
