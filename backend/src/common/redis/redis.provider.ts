import { Inject, Injectable, Logger, OnApplicationShutdown, Provider } from '@nestjs/common';
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

/** Closes the shared Redis connection when the application stops. */
@Injectable()
export class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly client: RedisClientType | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.client?.isOpen) await this.client.quit();
  }
}
