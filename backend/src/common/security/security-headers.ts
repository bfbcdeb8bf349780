import type { Duplex } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { errorBody } from '../errors/http-exception.filter';
import helmet, { HelmetOptions } from 'helmet';
import { IncomingMessage, ServerResponse, STATUS_CODES } from 'node:http';
import { Socket } from 'node:net';

/**
 * helmet's headers, worked out once: helmet runs at start-up on a real (unsent) Node response, and
 * every answer then gets the headers it set in one step. None of our options depends on the request,
 * so the answer is the same each time; `@fastify/helmet` would give the same headers but builds
 * helmet anew on every request (13.2: `helmet(options)` inside its onRequest hook, about 40 µs of
 * CPU against 1.6 µs to run a built one, measured on this codebase's options), besides an async hook
 * (a promise per request): docs/security.md.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]));
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
    const body = JSON.stringify(errorBody(statusCode, 'The request could not be read'));
    socket.end(
      `HTTP/1.1 ${statusCode} ${reason}\r\n${lines}content-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  };
}
