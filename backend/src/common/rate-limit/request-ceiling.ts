import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DomainError } from '../errors/domain-error';
import { addressKey } from './address-key';
import { MemoryHitStore } from './rate-limiter';

/** What a client over the ceiling reads (429, with `Retry-After` in seconds). */
export const CEILING_MESSAGE = 'Too many requests from your network. Please wait a moment and try again.';

const WINDOW_SECONDS = 60;

/**
 * The global per-IP request ceiling: at most `perMinute` requests per client IP per minute (a fixed
 * window) on this node, counting every HTTP request (API, UI files, unknown paths); past it a 429
 * `rateLimit.tooManyRequests` in the one error shape, with `Retry-After`. It is a flood guard, far
 * above what people do (the sign-in limits in rate-limiter.ts guard the accounts); it runs right after
 * the security headers, before the session is read. The client IP is Fastify's `request.ip`, so
 * TRUST_PROXY must be set behind a proxy (else every client shares the proxy's address); an IPv6
 * client counts as its network (RATE_LIMIT_IPV6_PREFIX, /64 by default: address-key.ts). Counted in
 * memory per node (the sign-in limiter's MemoryHitStore, synchronously): N nodes allow N times the
 * ceiling. socket.io has its own budget.
 *
 * Not `@fastify/rate-limit`: its asynchronous hook (a promise-wrapped store call per request) cost
 * 25-30 % of a one-query request in bench:authread, against at most 5 % allowed (docs/plumbing.md).
 */
export function registerRequestCeiling(app: NestFastifyApplication, perMinute: number, ipv6PrefixBits: number): void {
  const hits = new MemoryHitStore();
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      const { count, resetSeconds } = hits.hitNow(addressKey(request.ip, ipv6PrefixBits), WINDOW_SECONDS);
      if (count <= perMinute) return done();
      reply.header('retry-after', String(resetSeconds));
      done(new DomainError('rateLimit.tooManyRequests', 429, CEILING_MESSAGE));
    });
}
