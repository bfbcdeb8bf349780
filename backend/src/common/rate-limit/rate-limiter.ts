import { HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { RedisClientType } from 'redis';
import { REDIS_LIMIT_TIMEOUT_MS } from '../../config/app-config';
import { addressKey, DEFAULT_IPV6_PREFIX_BITS } from './address-key';

/** Counts hits per key inside a fixed window. */
export interface HitStore {
  /** Adds a hit and returns the count in the current window and the seconds until it resets. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetSeconds: number }>;
  reset(key: string): Promise<void>;
}

interface Window {
  key: string;
  count: number;
  resetAt: number;
}

/**
 * Hits counted in this process's memory: a Map from key to its window, and the windows in the order
 * they started (an array read from `head`). Each new window first sweeps the expired ones from the
 * front of that queue and stops at the first live one, O(expired) amortised: the whole-Map sweep
 * per new key it replaces collapsed past ~50,000 addresses a minute, and deleting from the front of a
 * Map while iterating it is no better (V8 skips the deleted slots on every new iteration). A queued
 * window whose key has started a newer one is dropped from the queue, not from the Map. With windows
 * of different lengths in one store, an expired window behind a longer live one waits for it (at most
 * the longest window): memory stays bounded by the keys seen within that window.
 */
export class MemoryHitStore implements HitStore {
  private readonly hits = new Map<string, Window>();
  private queue: Window[] = [];
  private head = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowSeconds: number) {
    return this.hitNow(key, windowSeconds);
  }

  /** `hit`, answered at once (for a hook on every request, where a promise per request costs). */
  hitNow(key: string, windowSeconds: number): { count: number; resetSeconds: number } {
    const now = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.sweep(now);
      entry = { key, count: 0, resetAt: now + windowSeconds * 1000 };
      this.hits.set(key, entry);
      this.queue.push(entry);
    }
    entry.count += 1;
    return { count: entry.count, resetSeconds: Math.ceil((entry.resetAt - now) / 1000) };
  }

  async reset(key: string) {
    this.hits.delete(key);
  }

  /** Keys held (expired ones not yet swept included). */
  get size(): number {
    return this.hits.size;
  }

  private sweep(now: number) {
    while (this.head < this.queue.length && this.queue[this.head].resetAt <= now) {
      const window = this.queue[this.head];
      if (this.hits.get(window.key) === window) this.hits.delete(window.key);
      this.head += 1;
    }
    // The swept front is dropped once it is half the queue (amortised O(1) per window).
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }
}

/** How long a rate-limit check waits for Redis before counting on this node alone (RATE_LIMIT_REDIS_TIMEOUT_MS). */
export const REDIS_HIT_TIMEOUT_MS = REDIS_LIMIT_TIMEOUT_MS;

/**
 * Limits shared by every node through Redis. While Redis is unreachable (not connected, or no
 * answer within RATE_LIMIT_REDIS_TIMEOUT_MS) each node counts in its own memory instead: the limits still
 * hold, per node (at most nodes × the limit across the cluster), and a sign-in never waits on a
 * dead Redis nor fails because of it. Neither fail-open (no limit at all) nor fail-closed (nobody
 * signs in during an outage). One log line when Redis is left, one when it is used again.
 */
export class RedisHitStore implements HitStore {
  private readonly logger = new Logger('RateLimit');
  private degraded = false;

  constructor(
    private readonly client: RedisClientType,
    private readonly fallback: HitStore = new MemoryHitStore(),
    private readonly timeoutMs = REDIS_HIT_TIMEOUT_MS,
  ) {}

  async hit(key: string, windowSeconds: number) {
    const redisKey = `ratelimit:${key}`;
    const shared = await this.bounded(
      () => this.client.multi().incr(redisKey).expire(redisKey, windowSeconds, 'NX').ttl(redisKey).exec() as unknown as Promise<[number, number, number]>,
    );
    if (!shared) return this.fallback.hit(key, windowSeconds);
    const [count, , ttl] = shared;
    return { count: Number(count), resetSeconds: Math.max(1, Number(ttl)) };
  }

  async reset(key: string) {
    await this.fallback.reset(key);
    await this.bounded(() => this.client.del(`ratelimit:${key}`));
  }

  /** The command's answer, or undefined at once when Redis is not connected or too slow. */
  private async bounded<T>(command: () => Promise<T>): Promise<T | undefined> {
    if (!this.client.isReady) return this.leave('not connected');
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        command(),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs))),
      ]);
      if (this.degraded) {
        this.degraded = false;
        this.logger.log('Redis answers again: rate limits are shared across nodes again');
      }
      return answer;
    } catch (err) {
      return this.leave((err as Error).message);
    } finally {
      clearTimeout(timer);
    }
  }

  private leave(why: string): undefined {
    if (!this.degraded) {
      this.degraded = true;
      this.logger.warn(`Redis unavailable for rate limits (${why}): counting on this node alone until it is back`);
    }
    return undefined;
  }
}

export class TooManyRequestsError extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ message: 'Too many attempts. Please wait a few minutes and try again.', code: 'rateLimit.tooManyAttempts' }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Fixed-window limits for one action: per client IP, and per account *and* source. The second
 * counts an account's attempts from one address, so a flood of wrong passwords from one place
 * (an abuser who knows her email) does not lock the owner out from another; see the security
 * docs for how this trades against guessing spread over many addresses.
 */
export class RateLimiter {
  constructor(
    private readonly store: HitStore,
    private readonly action: string,
    private readonly windowSeconds: number,
    private readonly maxPerIp: number,
    private readonly maxPerAccount: number,
    private readonly ipv6PrefixBits = DEFAULT_IPV6_PREFIX_BITS,
  ) {}

  /** Records an attempt; throws 429 when the IP (an IPv6 client: its network, address-key.ts) or the account is over its limit. */
  async consume(address: string, account?: string): Promise<void> {
    const ip = addressKey(address, this.ipv6PrefixBits);
    if (this.store instanceof MemoryHitStore) {
      // This node's memory (no Redis): counted at once, no promise per key (every chat message comes here).
      const over = [this.withMax(this.store.hitNow(`${this.action}:ip:${ip}`, this.windowSeconds), this.maxPerIp)];
      if (account) over.push(this.withMax(this.store.hitNow(this.accountKey(account, ip), this.windowSeconds), this.maxPerAccount));
      const reset = Math.max(0, ...over);
      if (reset > 0) throw new TooManyRequestsError(reset);
      return;
    }
    const checks: Promise<{ count: number; resetSeconds: number; max: number }>[] = [
      this.store.hit(`${this.action}:ip:${ip}`, this.windowSeconds).then((r) => ({ ...r, max: this.maxPerIp })),
    ];
    if (account) {
      checks.push(
        this.store
          .hit(this.accountKey(account, ip), this.windowSeconds)
          .then((r) => ({ ...r, max: this.maxPerAccount })),
      );
    }
    const over = (await Promise.all(checks)).filter((r) => r.count > r.max);
    if (over.length > 0) throw new TooManyRequestsError(Math.max(...over.map((r) => r.resetSeconds)));
  }

  /** The seconds until the window resets when `hit` is over `max`, else 0. */
  private withMax(hit: { count: number; resetSeconds: number }, max: number): number {
    return hit.count > max ? hit.resetSeconds : 0;
  }

  /**
   * Records an attempt by one holder of a credential of its own (a trusted browser's device cookie):
   * counted against that holder alone, under the per-account limit, and under no shared key, so
   * nobody else's failures (same address or not) can refuse it.
   */
  async consumeHolder(holder: string): Promise<void> {
    const { count, resetSeconds } =
      this.store instanceof MemoryHitStore ? this.store.hitNow(this.holderKey(holder), this.windowSeconds) : await this.store.hit(this.holderKey(holder), this.windowSeconds);
    if (count > this.maxPerAccount) throw new TooManyRequestsError(resetSeconds);
  }

  /** Forgets one holder's failures, after a success. */
  async resetHolder(holder: string): Promise<void> {
    await this.store.reset(this.holderKey(holder));
  }

  private holderKey(holder: string): string {
    return `${this.action}:holder:${holder}`;
  }

  /** Forgets an account's failures from one source, e.g. after a successful sign-in from it. */
  async resetAccount(account: string, address: string): Promise<void> {
    await this.store.reset(this.accountKey(account, addressKey(address, this.ipv6PrefixBits)));
  }

  private accountKey(account: string, ip: string): string {
    return `${this.action}:acct:${account.toLowerCase()}:${ip}`;
  }
}
