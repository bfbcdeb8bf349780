import { MemoryHitStore, RateLimiter, TooManyRequestsError } from './rate-limiter';

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

  it('counts per account across IPs, case-insensitively, and forgets an account on reset', async () => {
    const limiter = new RateLimiter(new MemoryHitStore(), 'login', 60, 100, 2);
    await limiter.consume('1.1.1.1', 'A@x.test');
    await limiter.consume('2.2.2.2', 'a@x.test');
    await expect(limiter.consume('3.3.3.3', 'a@X.test')).rejects.toThrow('Too many attempts');
    await limiter.resetAccount('a@x.test');
    await expect(limiter.consume('3.3.3.3', 'a@x.test')).resolves.toBeUndefined();
  });
});
