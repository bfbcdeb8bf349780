import type { RedisClientType } from 'redis';
import { MemoryHitStore, RateLimiter, RedisHitStore, TooManyRequestsError } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows max attempts per IP in a window, then refuses until the window resets', async () => {
    let now = 0;
    const limiter = new RateLimiter(new MemoryHitStore(() => now), 'login', 60, 2, 100);
    await limiter.consume('1.1.1.1');
    await limiter.consume('1.1.1.1');
    await expect(limiter.consume('1.1.1.1')).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(limiter.consume('2.2.2.2')).resolves.toBeUndefined();
    now = 61_000;
    await expect(limiter.consume('1.1.1.1')).resolves.toBeUndefined();
  });

  it('counts per account and source, case-insensitively, and forgets that pair on reset', async () => {
    const limiter = new RateLimiter(new MemoryHitStore(), 'login', 60, 100, 2);
    await limiter.consume('1.1.1.1', 'A@x.test');
    await limiter.consume('1.1.1.1', 'a@x.test');
    await expect(limiter.consume('1.1.1.1', 'a@X.test')).rejects.toThrow('Too many attempts');
    await limiter.resetAccount('a@x.test', '1.1.1.1');
    await expect(limiter.consume('1.1.1.1', 'a@x.test')).resolves.toBeUndefined();
  });

  it('counts the addresses of one IPv6 /64 as one client, and another /64 apart', async () => {
    const limiter = new RateLimiter(new MemoryHitStore(), 'login', 60, 3, 100);
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:aaaa::3']) await limiter.consume(ip, 'her@x.test');
    await expect(limiter.consume('2001:db8:1:2:ffff::4', 'her@x.test')).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(limiter.consume('2001:db8:1:3::1', 'her@x.test')).resolves.toBeUndefined();
  });

  it('lets the owner in from another source while one source floods her account', async () => {
    const limiter = new RateLimiter(new MemoryHitStore(), 'login', 60, 100, 2);
    for (let i = 0; i < 2; i += 1) await limiter.consume('6.6.6.6', 'her@x.test');
    await expect(limiter.consume('6.6.6.6', 'her@x.test')).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(limiter.consume('1.1.1.1', 'her@x.test')).resolves.toBeUndefined();
  });

  it('counts a holder (a trusted device) alone: a flood on the address and account does not refuse it, nor it them', async () => {
    const limiter = new RateLimiter(new MemoryHitStore(), 'login', 60, 3, 2);
    for (let i = 0; i < 3; i += 1) await limiter.consume('6.6.6.6', 'her@x.test').catch(() => undefined);
    await expect(limiter.consume('6.6.6.6', 'her@x.test')).rejects.toBeInstanceOf(TooManyRequestsError);
    await limiter.consumeHolder('device:n1');
    await limiter.consumeHolder('device:n1');
    await expect(limiter.consumeHolder('device:n1')).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(limiter.consumeHolder('device:n2')).resolves.toBeUndefined();
    await limiter.resetHolder('device:n1');
    await expect(limiter.consumeHolder('device:n1')).resolves.toBeUndefined();
  });
});

describe('MemoryHitStore', () => {
  it('drops the expired keys at the next new window and keeps the live ones, however many there were', () => {
    let now = 0;
    const store = new MemoryHitStore(() => now);
    for (let i = 0; i < 100_000; i += 1) store.hitNow(`old-${i}`, 60);
    now = 30_000;
    for (let i = 0; i < 10; i += 1) store.hitNow(`young-${i}`, 60);
    expect(store.size).toBe(100_010);
    now = 61_000;
    store.hitNow('new', 60);
    expect(store.size).toBe(11);
    expect(store.hitNow('young-3', 60)).toEqual({ count: 2, resetSeconds: 29 });
    expect(store.hitNow('old-7', 60)).toEqual({ count: 1, resetSeconds: 60 });
  });

  it("starts a key's window again at the end, so a renewed key is not swept with its old window", () => {
    let now = 0;
    const store = new MemoryHitStore(() => now);
    store.hitNow('a', 10);
    store.hitNow('b', 60);
    now = 11_000;
    store.hitNow('a', 10);
    now = 22_000;
    store.hitNow('c', 10);
    expect(store.hitNow('a', 10)).toEqual({ count: 1, resetSeconds: 10 });
    expect(store.hitNow('b', 60)).toEqual({ count: 2, resetSeconds: 38 });
  });
});

describe('RedisHitStore', () => {
  /** Stand-ins for a Redis client: one that is not connected, one whose commands never answer. */
  const disconnected = { isReady: false } as unknown as RedisClientType;
  const silent = {
    isReady: true,
    multi: () => ({ incr: () => ({ expire: () => ({ ttl: () => ({ exec: () => new Promise(() => undefined) }) }) }) }),
    del: () => new Promise(() => undefined),
  } as unknown as RedisClientType;

  it('counts on the node at once while Redis is not connected, so limits still hold', async () => {
    const limiter = new RateLimiter(new RedisHitStore(disconnected), 'login', 60, 100, 2);
    await limiter.consume('1.1.1.1', 'a@x.test');
    await limiter.consume('1.1.1.1', 'a@x.test');
    await expect(limiter.consume('1.1.1.1', 'a@x.test')).rejects.toBeInstanceOf(TooManyRequestsError);
  });

  it('gives up on a Redis that does not answer within its timeout and counts on the node', async () => {
    const store = new RedisHitStore(silent, new MemoryHitStore(), 20);
    await expect(store.hit('k', 60)).resolves.toEqual({ count: 1, resetSeconds: 60 });
    await expect(store.hit('k', 60)).resolves.toEqual({ count: 2, resetSeconds: 60 });
    await expect(store.reset('k')).resolves.toBeUndefined();
    await expect(store.hit('k', 60)).resolves.toEqual({ count: 1, resetSeconds: 60 });
  });
});
