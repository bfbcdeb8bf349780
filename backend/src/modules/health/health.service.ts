import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { RedisClientType } from 'redis';
import { ShutdownState } from '../../common/lifecycle/graceful-shutdown';
import { REDIS_CLIENT } from '../../common/redis/redis.provider';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ChangeFeed } from '../../database/change-feed';
import { HealthRepository } from './health.repository';

export type CheckState = 'up' | 'down' | 'not configured';

export interface Readiness {
  ready: boolean;
  /** The node received SIGTERM/SIGINT and is finishing what runs (never ready again). */
  stopping: boolean;
  database: CheckState;
  listener: CheckState;
  redis: CheckState;
}

/** One dependency's check (the database's SELECT 1, Redis's PING), never run twice at once. */
export class Probe {
  private running?: Promise<boolean>;

  constructor(private readonly run: () => Promise<unknown>) {}

  /**
   * Whether the check answers within `ms`. Checks made while one is running wait for that one (a
   * balancer's probes and a visitor's may come at once: each must hear "up" when the database is),
   * so a hung dependency costs one query, not one per request.
   */
  check(ms: number): Promise<boolean> {
    this.running ??= this.run().then(
      () => true,
      () => false,
    ).finally(() => (this.running = undefined));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    return Promise.race([this.running, late]).finally(() => clearTimeout(timer));
  }
}

/**
 * Liveness (the process answers) and readiness (it can do its work): the database answers a
 * query within HEALTH_TIMEOUT_MS, the LISTEN connection that keeps sessions and caches right is
 * connected, and Redis (when REDIS_URL is set) answers a PING within the same time.
 */
@Injectable()
export class HealthService implements OnApplicationBootstrap {
  private readonly database: Probe;
  private readonly redisProbe?: Probe;
  private listener?: ChangeFeed;

  constructor(
    db: HealthRepository,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly modules: ModuleRef,
    private readonly shutdown: ShutdownState,
  ) {
    this.database = new Probe(() => db.ping());
    if (redis) this.redisProbe = new Probe(() => redis.ping());
  }

  onApplicationBootstrap(): void {
    this.listener = this.modules.get(ChangeFeed, { strict: false });
  }

  async readiness(): Promise<Readiness> {
    const ms = this.config.healthTimeoutMs;
    const redisUp = async (): Promise<CheckState> => {
      if (!this.redis || !this.redisProbe) return 'not configured';
      // A client that is reconnecting queues commands: not ready, without waiting.
      return this.redis.isReady && (await this.redisProbe.check(ms)) ? 'up' : 'down';
    };
    const [database, redis] = await Promise.all([this.database.check(ms).then((up): CheckState => (up ? 'up' : 'down')), redisUp()]);
    const listener: CheckState = this.listener?.listening ? 'up' : 'down';
    const stopping = this.shutdown.stopping;
    return { ready: !stopping && database === 'up' && listener === 'up' && redis !== 'down', stopping, database, listener, redis };
  }
}
