import { HttpException, HttpStatus } from '@nestjs/common';
import type { RedisClientType } from 'redis';

/** Counts hits per key inside a fixed window. */
export interface HitStore {
  /** Adds a hit and returns the count in the current window and the seconds until it resets. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetSeconds: number }>;
  reset(key: string): Promise<void>;
}

export class MemoryHitStore implements HitStore {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowSeconds: number) {
    const now = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.hits.set(key, entry);
      if (this.hits.size > 50_000) this.sweep(now);
    }
    entry.count += 1;
    return { count: entry.count, resetSeconds: Math.ceil((entry.resetAt - now) / 1000) };
  }

  async reset(key: string) {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

export class RedisHitStore implements HitStore {
  constructor(private readonly client: RedisClientType) {}

  async hit(key: string, windowSeconds: number) {
    const redisKey = `ratelimit:${key}`;
    const [count, ttl] = (await this.client
      .multi()
      .incr(redisKey)
      .expire(redisKey, windowSeconds, 'NX')
      .ttl(redisKey)
      .exec()) as unknown as [number, number, number];
    return { count: Number(count), resetSeconds: Math.max(1, Number(ttl)) };
  }

  async reset(key: string) {
    await this.client.del(`ratelimit:${key}`);
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
  ) {}

  /** Records an attempt; throws 429 when the IP or the account is over its limit. */
  async consume(ip: string, account?: string): Promise<void> {
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

  /** Forgets an account's failures from one source, e.g. after a successful sign-in from it. */
  async resetAccount(account: string, ip: string): Promise<void> {
    await this.store.reset(this.accountKey(account, ip));
  }

  private accountKey(account: string, ip: string): string {
    return `${this.action}:acct:${account.toLowerCase()}:${ip}`;
  }
}
