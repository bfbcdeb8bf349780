import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { AccessLogController, RequestLogger } from './request-logging';

const request = (fields: Partial<FastifyRequest>) => ({ method: 'GET', url: '/api/payments', id: 'r-1', routeOptions: { url: '/api/payments' }, ...fields }) as unknown as FastifyRequest;
const reply = (fields: Partial<FastifyReply> = {}) => ({ statusCode: 200, elapsedTime: 1.234, log: undefined, ...fields }) as unknown as FastifyReply;

describe('AccessLogController (the access line, issue 29)', () => {
  it('writes one JSON line as pino would: level, time, pid, hostname, reqId, method, route pattern, status, ms, msg', () => {
    const lines: string[] = [];
    new AccessLogController({ out: { write: (l) => lines.push(l) }, enabled: true }).requestCompleted(null, request({ id: 'nginx-5f2c.17' }), reply({ statusCode: 403 }));
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith('}\n')).toBe(true);
    expect(JSON.parse(lines[0])).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      reqId: 'nginx-5f2c.17',
      method: 'GET',
      route: '/api/payments',
      status: 403,
      ms: 1.2,
      msg: 'request',
    });
  });

  it('stays valid JSON whatever the method, id or route hold, and never writes the raw URL', () => {
    const lines: string[] = [];
    const log = new AccessLogController({ out: { write: (l) => lines.push(l) }, enabled: true });
    log.requestCompleted(null, request({ id: 'a"b\\c\n\u0000', method: 'P"OST', url: '/api/users/secret-id?email=x@y', routeOptions: { url: '/api/"x"' } as never }), reply());
    log.requestCompleted(null, request({ url: '/api/users/secret-id', routeOptions: undefined }), reply({ statusCode: 404 }));
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ reqId: 'a"b\\c\n\u0000', method: 'P"OST', route: '/api/"x"' }),
      expect.objectContaining({ route: '(unmatched)', status: 404 }),
    ]);
    expect(lines.join('')).not.toContain('secret-id');
  });

  it('writes nothing when info lines are off (LOG_LEVEL=warn or error)', () => {
    const lines: string[] = [];
    new AccessLogController({ out: { write: (l) => lines.push(l) }, enabled: false }).requestCompleted(null, request({}), reply());
    expect(lines).toEqual([]);
  });

  it("logs an aborted request at warn through the request's logger", () => {
    const warn = vi.fn();
    new AccessLogController({ out: { write: () => undefined }, enabled: true }).requestCompleted(new Error('socket hang up'), request({}), reply({ log: { warn } as never }));
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ route: '/api/payments', aborted: 'socket hang up' }), 'request');
  });
});

describe('RequestLogger (a request logger made only when used)', () => {
  it('makes no child logger until something logs, then logs with the bindings through one child', () => {
    const lines: string[] = [];
    const root = pino({ level: 'info' }, { write: (l: string) => lines.push(l) });
    const child = vi.spyOn(root, 'child');
    const log = new RequestLogger(root as FastifyBaseLogger, { reqId: 'r-9' }, {});
    expect(child).not.toHaveBeenCalled();
    expect(log.level).toBe('info');
    log.error({ route: '/x' }, 'request failed');
    log.warn('second');
    log.debug('not at this level');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ level: 50, reqId: 'r-9', route: '/x', msg: 'request failed' }),
      expect.objectContaining({ level: 40, reqId: 'r-9', msg: 'second' }),
    ]);
  });

  it("keeps a route's own log level", () => {
    const root = pino({ level: 'info' }, { write: () => undefined });
    expect(new RequestLogger(root as FastifyBaseLogger, { reqId: 'r' }, { level: 'error' }).level).toBe('error');
  });
});
