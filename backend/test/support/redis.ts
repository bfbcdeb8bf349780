/**
 * The suites that need a real Redis (several app instances sharing rooms, limits or a feed). When
 * Redis did not answer at the start of the run (test/support/global-setup.ts), the suite is still
 * defined and reported as skipped, with the reason in its name.
 */
export function describeWithRedis(name: string, body: (redisUrl: string) => void): void {
  const redisUrl = process.env.E2E_REDIS_URL ?? '';
  describe.skipIf(!redisUrl)(redisUrl ? name : `${name} (skipped: Redis does not answer)`, () => body(redisUrl));
}
