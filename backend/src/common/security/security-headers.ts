import type { FastifyReply } from 'fastify';
import helmet, { HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * helmet's headers, worked out once: helmet is run at start-up against a response that only
 * records what it sets (none of our helmet options depend on the request), and every answer then
 * gets the same headers in one step, instead of helmet's thirteen middlewares per request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failed: unknown;
  helmet(options)({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

/** An onRequest hook putting `headers` on every answer (API, files, errors and 404s alike). */
export function addSecurityHeaders(headers: Record<string, string>) {
  return (_request: unknown, reply: FastifyReply, done: () => void) => {
    reply.headers(headers);
    done();
  };
}
