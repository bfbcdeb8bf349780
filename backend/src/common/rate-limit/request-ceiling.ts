import fastifyRateLimit from '@fastify/rate-limit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DomainError } from '../errors/domain-error';

/** What a client over the ceiling reads (429, with `Retry-After` in seconds). */
export const CEILING_MESSAGE = 'Too many requests from your network. Please wait a moment and try again.';

/**
 * The global per-IP request ceiling (`@fastify/rate-limit`): at most `perMinute` requests per client
 * IP per minute on this node, counting every HTTP request (API, UI files, unknown paths); past it a
 * 429 `rateLimit.tooManyRequests` in the one error shape, with `Retry-After`. It is a flood guard,
 * far above what people do (the sign-in limits in rate-limiter.ts guard the accounts); it runs right
 * after the security headers, before the session is read. The client IP is Fastify's `request.ip`,
 * so TRUST_PROXY must be set behind a proxy (else every client shares the proxy's address).
 * Counted in memory per node: N nodes allow N times the ceiling. socket.io has its own budget.
 */
export async function registerRequestCeiling(app: NestFastifyApplication, perMinute: number): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook(
    'onRequest',
    fastify.rateLimit({
      max: perMinute,
      timeWindow: 60_000,
      errorResponseBuilder: () => new DomainError('rateLimit.tooManyRequests', 429, CEILING_MESSAGE),
    }),
  );
}
