/**
 * The suites that need a real Redis (several app instances sharing rooms, limits or a feed). The
 * global setup (test/support/global-setup.ts) starts a Redis for each worker, so these suites always
 * run: without one the run has already failed, and nothing is skipped.
 */
export function redisUrl(): string {
  const url = process.env.E2E_REDIS_URL;
  if (!url) throw new Error('E2E_REDIS_URL is not set: the e2e global setup starts Redis (run the e2e project through Vitest)');
  return url;
}

export function describeWithRedis(name: string, body: (redisUrl: string) => void): void {
  const url = redisUrl();
  describe(name, () => body(url));
}
