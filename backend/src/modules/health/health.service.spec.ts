import type { ModuleRef } from '@nestjs/core';
import type { RedisClientType } from 'redis';
import type { ShutdownState } from '../../common/lifecycle/graceful-shutdown';
import type { AppConfig } from '../../config/app-config';
import { ChangeFeed } from '../../database/change-feed';
import { fake } from '../../../test/support/fakes';
import { HealthRepository } from './health.repository';
import { HealthService } from './health.service';

const TIMEOUT_MS = 500;

/** `database`/`redisPing`: what the checks do ('up' answers, 'down' fails, 'hung' never settles); `redis: null`: no REDIS_URL. */
function setup(opts: { database?: 'up' | 'down' | 'hung'; redis?: null | { isReady: boolean; ping: 'up' | 'down' }; listening?: boolean | 'no feed'; stopping?: boolean } = {}) {
  const pings: string[] = [];
  const run = (what: string, state: 'up' | 'down' | 'hung') => {
    pings.push(what);
    if (state === 'hung') return new Promise<never>(() => undefined);
    return state === 'up' ? Promise.resolve() : Promise.reject(new Error(`${what} down`));
  };
  const redisOpts = opts.redis === undefined ? { isReady: true, ping: 'up' as const } : opts.redis;
  const redis = redisOpts ? fake<RedisClientType>({ isReady: redisOpts.isReady, ping: () => run('redis', redisOpts.ping).then(() => 'PONG') } as Partial<RedisClientType>) : null;
  const feed = opts.listening === 'no feed' ? undefined : ({ listening: opts.listening ?? true } as ChangeFeed);
  const service = new HealthService(
    fake<HealthRepository>({ ping: () => run('database', opts.database ?? 'up') }),
    redis,
    { healthTimeoutMs: TIMEOUT_MS } as AppConfig,
    fake<ModuleRef>({ get: ((token: unknown) => (token === ChangeFeed ? feed : undefined)) as ModuleRef['get'] }),
    fake<ShutdownState>({ stopping: opts.stopping ?? false }),
  );
  service.onApplicationBootstrap();
  return { service, pings };
}

describe('HealthService (readiness rules, with fakes of its checks)', () => {
  it('ready when the database answers, the LISTEN connection is up and Redis answers its PING', async () => {
    const { service, pings } = setup();
    expect(await service.readiness()).toEqual({ ready: true, stopping: false, database: 'up', listener: 'up', redis: 'up' });
    expect(pings.sort()).toEqual(['database', 'redis']);
  });

  it('without REDIS_URL Redis is "not configured" and does not stand in the way', async () => {
    expect(await setup({ redis: null }).service.readiness()).toEqual({ ready: true, stopping: false, database: 'up', listener: 'up', redis: 'not configured' });
  });

  it('a failing database is not ready', async () => {
    expect(await setup({ database: 'down' }).service.readiness()).toMatchObject({ ready: false, database: 'down', listener: 'up', redis: 'up' });
  });

  it('a LISTEN connection that dropped, or none at all, is not ready', async () => {
    expect(await setup({ listening: false }).service.readiness()).toMatchObject({ ready: false, database: 'up', listener: 'down' });
    expect(await setup({ listening: 'no feed' }).service.readiness()).toMatchObject({ ready: false, listener: 'down' });
  });

  it('a Redis that fails its PING is down; one that is reconnecting is down without being asked', async () => {
    expect(await setup({ redis: { isReady: true, ping: 'down' } }).service.readiness()).toMatchObject({ ready: false, redis: 'down' });
    const reconnecting = setup({ redis: { isReady: false, ping: 'up' } });
    expect(await reconnecting.service.readiness()).toMatchObject({ ready: false, redis: 'down' });
    expect(reconnecting.pings).toEqual(['database']);
  });

  it('a node that is stopping is never ready, whatever its checks say', async () => {
    expect(await setup({ stopping: true }).service.readiness()).toEqual({ ready: false, stopping: true, database: 'up', listener: 'up', redis: 'up' });
  });

  it('a database that hangs is down once the configured timeout has passed', async () => {
    vi.useFakeTimers();
    try {
      const answer = setup({ database: 'hung' }).service.readiness();
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
      let settled = false;
      void answer.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await answer).toMatchObject({ ready: false, database: 'down', redis: 'up' });
    } finally {
      vi.useRealTimers();
    }
  });
});
