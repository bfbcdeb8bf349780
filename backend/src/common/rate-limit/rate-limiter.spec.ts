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

  it('counts per account and source, case-insensitively, and forgets that pair on reset', async () => {
    const limiter = new RateLimiter(new MemoryHitStore(), 'login', 60, 100, 2);
    await limiter.consume('1.1.1.1', 'A@x.test');
    await limiter.consume('1.1.1.1', 'a@x.test');
    await expect(limiter.consume('1.1.1.1', 'a@X.test')).rejects.toThrow('Too many attempts');
    await limiter.resetAccount('a@x.test', '1.1.1.1');
    await expect(limiter.consume('1.1.1.1', 'a@x.test')).resolves.toBeUndefined();
  });

  it('lets the owner in from another source while one source floods her account', async () => {
    const limiter = new RateLimiter(new MemoryHitStore(), 'login', 60, 100, 2);
    for (let i = 0; i < 2; i += 1) await limiter.consume('6.6.6.6', 'her@x.test');
    await expect(limiter.consume('6.6.6.6', 'her@x.test')).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(limiter.consume('1.1.1.1', 'her@x.test')).resolves.toBeUndefined();
  });
});
