import { CallHandler, ExecutionContext, HttpStatus, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, Observable } from 'rxjs';
import { AuthUser } from '../http/auth-user';
import { IdempotencyErrors } from './idempotency.errors';
import { IdempotencyStore, KeyClaim } from './idempotency.store';
import { IDEMPOTENCY_HEADER, readIdempotencyKey, REPLAYED_HEADER, requestFingerprint } from './idempotency-key';

/**
 * The one implementation of `Idempotency-Key` (ARCHITECTURE.md, Idempotency), attached by
 * @Idempotent() to the routes it marks. Runs after the guards (so the member is known) and before the pipes (so a
 * validation error is an error of the claimed request, which frees the key).
 *
 * - No header: the request runs as always. A header that is not 1-255 visible ASCII characters: 400.
 * - First use of a key by this member: the handler runs; a 2xx answer is kept 24 h, an error frees
 *   the key (an error is not the result of the intent: a retry runs again).
 * - Same key, same request: the kept status and body again, with `Idempotent-Replayed: true`; a
 *   request arriving while the first runs waits for its answer (up to 10 s, then 409 idempotency.inProgress).
 * - Same key, another method, route or body: 422 idempotency.keyReused.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');

  constructor(
    private readonly reflector: Reflector,
    private readonly store: IdempotencyStore,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const key = readIdempotencyKey(req.headers[IDEMPOTENCY_HEADER]);
    if (key === undefined) return next.handle();
    if (key === null) throw IdempotencyErrors.badKey();
    const user = req.user as AuthUser | undefined;
    if (!user) return next.handle(); // @Idempotent routes are member routes: the guard has refused a caller without one
    const route = req.routeOptions.url ?? req.url;
    const claim: KeyClaim = {
      userId: user.id,
      key,
      method: req.method,
      path: req.url.split('?')[0].slice(0, 500),
      requestHash: requestFingerprint({
        method: req.method,
        route,
        params: req.params,
        body: req.body,
        contentLength: req.headers['content-length'],
        contentType: req.headers['content-type'],
      }),
    };
    const status = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ?? (req.method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
    return from(this.run(claim, status, next, context.switchToHttp().getResponse<FastifyReply>()));
  }

  private async run(claim: KeyClaim, status: number, next: CallHandler, reply: FastifyReply): Promise<unknown> {
    const first = await this.store.claim(claim);
    if (first !== 'claimed') {
      reply.header(REPLAYED_HEADER, 'true');
      reply.status(first.status);
      return first.body;
    }
    let body: unknown;
    try {
      body = await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (err) {
      // The request's own error is the answer; a release that fails leaves a claim a retry takes over after a minute.
      await this.store.release(claim).catch(() => undefined);
      throw err;
    }
    // What the member received, as JSON (dates as strings), is what a replay answers. The object
    // exists now: a failure to keep the answer must not turn this success into an error (the claim
    // is then taken over after a minute, as a dead request's).
    try {
      await this.store.complete(claim, { status, body: body === undefined ? null : (JSON.parse(JSON.stringify(body)) as unknown) });
    } catch (err) {
      this.logger.error(`Could not keep the answer of an idempotent request: ${(err as Error).message}`);
    }
    return body;
  }
}
