import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
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

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (a raw 0xFF byte in the URL,
 * headers too large): Fastify's `clientErrorHandler`, answering those in the one error shape with
 * the same security headers as every other answer, then closing the connection.
 */
export function clientErrorAnswer(headers: Record<string, string>) {
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (err: NodeJS.ErrnoException, socket: Duplex): void => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const statusCode = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const reason = STATUS_CODES[statusCode] ?? 'Bad Request';
    const body = JSON.stringify({ statusCode, message: 'The request could not be read', error: reason });
    socket.end(
      `HTTP/1.1 ${statusCode} ${reason}\r\n${lines}content-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  };
}
