import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertCleanInput } from './input-guard';

/**
 * JSON bodies only, bounded in size and depth: the body is checked for input no route accepts
 * (see assertCleanInput) before any route, pipe or transformer sees it. An empty JSON body is `{}`;
 * a bare string, number, boolean or null is refused.
 * Every other type is left unread (see below).
 */
export function registerJsonBody(fastify: FastifyInstance, bodyLimit: number): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_req: FastifyRequest, text: string | Buffer, done) => {
    let body: unknown;
    try {
      body = text.length === 0 ? {} : JSON.parse(text as string);
    } catch {
      body = undefined;
    }
    // An object or an array only (a bare string, number, boolean or null is no request of ours).
    if (body === null || typeof body !== 'object') return done(new BadRequestException('The request body is not valid JSON'), undefined);
    try {
      assertCleanInput(body, 'The request body');
    } catch (err) {
      return done(err as Error, undefined);
    }
    done(null, body);
  });
  // Any other type is left unread: same-origin.ts has already refused a body of another type (415), so
  // what is left is a request that names a type but sends no body (react-admin's DELETE says
  // `text/plain`), and the multipart body of an upload route, which its interceptor streams.
  fastify.addContentTypeParser('*', (_req, _payload, done) => done(null));
}

/** The query string of an API request is checked like a body (see assertCleanInput). */
export function assertCleanQuery(request: FastifyRequest): void {
  assertCleanInput(request.query, 'The query string');
}
