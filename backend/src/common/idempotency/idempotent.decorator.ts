import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IdempotencyInterceptor } from './idempotency.interceptor';

export const IDEMPOTENT_KEY = 'idempotent';

/**
 * A route that creates something: it honours an `Idempotency-Key` header (IdempotencyInterceptor).
 * The same key from the same member within 24 h answers the first result again and creates nothing.
 * The interceptor is attached to these routes only: every other route runs without an interceptor
 * (no RxJS pipeline per request, which a global interceptor cost every read).
 */
export const Idempotent = () =>
  applyDecorators(
    SetMetadata(IDEMPOTENT_KEY, true),
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        '1-255 visible ASCII characters, one per user intent. The same key within 24 h answers the first result again (header Idempotent-Replayed: true); with another body, 422 idempotency.keyReused.',
    }),
  );
