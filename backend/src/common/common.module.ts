import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Clock } from './clock/clock';
import { DatabaseStatus } from './database/database-status';
import { ShutdownState } from './lifecycle/graceful-shutdown';
import { MetricsService } from './metrics/metrics.service';
import { LocalMediaStorage } from './media/local-media-storage';
import { MEDIA_STORAGE } from './media/media-storage';
import { ProfileRegistry } from './profiles/requires-profile';
import { hitStoreProvider, HIT_STORE } from './rate-limit/hit-store.provider';
import { redisProvider, RedisShutdown, REDIS_CLIENT } from './redis/redis.provider';

/** Configuration and shared infrastructure (Redis, rate-limit store, metrics, database status, shutdown state, media storage), available everywhere. */
@Global()
@Module({})
export class CommonModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CommonModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        redisProvider,
        hitStoreProvider,
        RedisShutdown,
        Clock,
        ProfileRegistry,
        MetricsService,
        DatabaseStatus,
        ShutdownState,
        // Files under MEDIA_DIR (default DATA_DIR/media); an S3-compatible MediaStorage can be provided here instead.
        { provide: MEDIA_STORAGE, useFactory: () => new LocalMediaStorage(config.mediaDir) },
      ],
      exports: [APP_CONFIG, REDIS_CLIENT, HIT_STORE, Clock, ProfileRegistry, MetricsService, DatabaseStatus, ShutdownState, MEDIA_STORAGE],
    };
  }
}
