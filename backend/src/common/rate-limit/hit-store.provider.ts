import { Provider } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { REDIS_CLIENT } from '../redis/redis.provider';
import { HitStore, MemoryHitStore, RedisHitStore } from './rate-limiter';
import type { RedisClientType } from 'redis';

export const HIT_STORE = Symbol('HIT_STORE');

/** Redis when REDIS_URL is set (limits shared across nodes), memory otherwise. */
export const hitStoreProvider: Provider = {
  provide: HIT_STORE,
  inject: [REDIS_CLIENT, APP_CONFIG],
  useFactory: (redis: RedisClientType | null, config: AppConfig): HitStore =>
    redis ? new RedisHitStore(redis, new MemoryHitStore(), config.rateLimit.redisTimeoutMs) : new MemoryHitStore(),
};
