import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';

export const IDEMPOTENT_KEY = 'idempotent';

/**
 * A route that creates something: it honours an `Idempotency-Key` header (IdempotencyInterceptor).
 * The same key from the same member within 24 h answers the first result again and creates nothing.
 */
export const Idempotent = () =>
  applyDecorators(
    SetMetadata(IDEMPOTENT_KEY, true),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        '1-255 visible ASCII characters, one per user intent. The same key within 24 h answers the first result again (header Idempotent-Replayed: true); with another body, 422 idempotency.keyReused.',
    }),
  );
