import { Logger, Provider } from '@nestjs/common';
import { createClient, RedisClientType } from 'redis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/** One shared Redis connection when REDIS_URL is set; null otherwise. */
export const redisProvider: Provider = {
  provide: REDIS_CLIENT,
  inject: [APP_CONFIG],
  useFactory: async (config: AppConfig): Promise<RedisClientType | null> => {
    if (!config.redisUrl) return null;
    const client = createClient({ url: config.redisUrl }) as RedisClientType;
    const logger = new Logger('Redis');
    client.on('error', (err: Error) => logger.warn(`Redis: ${err.message}`));
    await client.connect();
    return client;
  },
};
