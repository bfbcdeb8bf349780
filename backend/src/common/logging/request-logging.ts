import { LoggerService, LogLevel } from '@nestjs/common';
import { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Writable } from 'node:stream';
import { destination } from 'pino';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';
import type { AppConfig } from '../../config/app-config';

/** An id a proxy may hand us: short, printable, nothing a log viewer or header could misread. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request id: the incoming `X-Request-Id` when the app trusts its proxy (TRUST_PROXY set: the
 * proxy, not the client, wrote the header; deploy/nginx.conf overwrites it with its own id) and
 * the value is safe, else a new UUID. Returned on every answer as `X-Request-Id`.
 */
export function requestIdGenerator(trusted: boolean): (req: IncomingMessage) => string {
  return (req) => {
    const given = trusted ? req.headers['x-request-id'] : undefined;
    return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
  };
}

/**
 * The route pattern of a request, never its raw URL (which holds ids and query strings): the
 * matched route (`/api/admin/users/:id`), `(static)` for the UI and its files, `(unmatched)`.
 * Also the `route` label of the metrics, so its values stay a short fixed list.
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions?.url;
  if (pattern) return pattern;
  return /^\/(api|socket\.io)(\/|\?|$)/.test(request.url) ? '(unmatched)' : '(static)';
}

/** Where the access line goes and what it carries besides the request's own fields. */
interface AccessLine {
  /** The logger's destination (pino's asynchronous stdout, or a test's stream). */
  out: { write(line: string): unknown };
  /** Whether `info` lines are written at this LOG_LEVEL. */
  enabled: boolean;
}

/**
 * Fastify's request log lines, replaced by one access line per answer at `info`: method, route
 * pattern, status and duration, with the request id (`reqId`). Never the URL, headers, cookies or
 * body: ids in paths, emails in queries and message text stay out of the logs.
 *
 * The line is the JSON pino would write (`level`, `time`, `pid`, `hostname`, `reqId`, the fields,
 * `msg`), built as one string and handed to the logger's destination (issue 29): pino's way cost a
 * child logger per request, an object per line and a generic serializer, a third of a signed-in
 * read. Strings a client can influence (the method, the request id) go through JSON.stringify; the
 * route patterns' encodings are kept (a short fixed list, see routeLabel).
 */
export class AccessLogController extends LogController {
  private readonly head = `{"level":30,"time":`;
  private readonly base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":`;
  private readonly routes = new Map<string, string>();

  constructor(private readonly access?: AccessLine) {
    super({ requestIdLogLabel: 'reqId' });
  }

  override incomingRequest(): void {
    // One line per request, written when it is answered.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    if (error) {
      reply.log.warn({ method: request.method, route: routeLabel(request), status: reply.statusCode, ms, aborted: error.message }, 'request');
      return;
    }
    if (!this.access) {
      reply.log.info({ method: request.method, route: routeLabel(request), status: reply.statusCode, ms }, 'request');
      return;
    }
    if (!this.access.enabled) return;
    this.access.out.write(
      `${this.head}${Date.now()}${this.base}${JSON.stringify(request.id)},"method":${JSON.stringify(request.method)},"route":${this.route(routeLabel(request))},"status":${reply.statusCode},"ms":${ms},"msg":"request"}\n`,
    );
  }

  override routeNotFound(): void {
    // The access line says it (route "(unmatched)", status 404).
  }

  private route(label: string): string {
    let json = this.routes.get(label);
    if (json === undefined) {
      json = JSON.stringify(label);
      if (this.routes.size < 1000) this.routes.set(label, json);
    }
    return json;
  }
}

/**
 * A request's logger, made only when something logs through it (issue 29). Fastify makes a child
 * logger (pino copies its bindings and methods) for every request; the access line no longer uses
 * it, so most requests never need one. The first call makes the child and every later call goes to it.
 */
export class RequestLogger implements FastifyBaseLogger {
  private made?: FastifyBaseLogger;
  readonly info: LogFn = (...args: unknown[]) => this.write('info', args);
  readonly warn: LogFn = (...args: unknown[]) => this.write('warn', args);
  readonly error: LogFn = (...args: unknown[]) => this.write('error', args);
  readonly fatal: LogFn = (...args: unknown[]) => this.write('fatal', args);
  readonly debug: LogFn = (...args: unknown[]) => this.write('debug', args);
  readonly trace: LogFn = (...args: unknown[]) => this.write('trace', args);
  readonly silent: LogFn = () => undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: string) {
    this.target.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.target.child(bindings, options);
  }

  private get target(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: 'info' | 'warn' | 'error' | 'fatal' | 'debug' | 'trace', args: unknown[]): void {
    const target = this.target;
    (target[level] as (...a: unknown[]) => void).apply(target, args);
  }
}

/**
 * An error in a log line: its class, message, code and stack, and nothing else (a failed query's
 * parameters, which can hold personal data or hashes, stay out).
 */
export function serializeError(err: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const code = (err as { code?: unknown; driverError?: { code?: unknown } }).driverError?.code ?? (err as { code?: unknown }).code;
  return { type: err.constructor.name, message: err.message, ...(code ? { code } : {}), stack: err.stack ?? '' };
}

const PINO_LEVELS: Record<AppConfig['logLevel'], string> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug' };

/** What standard output may hold in memory while its reader is slower than the lines come. */
export const STDOUT_BUFFER_BYTES = 16 * 1024 * 1024;

/** Lines gather until this many bytes are waiting, or LOG_FLUSH_MS has passed, before a write. */
export const LOG_CHUNK_BYTES = 8 * 1024;
export const LOG_FLUSH_MS = 250;

/**
 * Standard output for the log, written off the request path (issue 29): a line is appended to a
 * buffer and the buffer is written by libuv's thread pool, so a slow reader of stdout (a terminal,
 * a pipe, a log collector that falls behind) never stalls a request. Lines go out in chunks of
 * LOG_CHUNK_BYTES (about 40 access lines), and at the latest LOG_FLUSH_MS after they were logged:
 * a write and its thread-pool round trip per line cost the signed-in read a fifth of its CPU once
 * the rest of it got cheap (docs/performance.md). pino writes what is left synchronously when the
 * process exits (graceful shutdown, a crash); a SIGKILL can lose the last quarter second of lines.
 * If the reader stops altogether, at most STDOUT_BUFFER_BYTES are held and newer lines are dropped
 * rather than the memory grown.
 */
export function stdoutDestination() {
  return destination({ dest: 1, sync: false, minLength: LOG_CHUNK_BYTES, periodicFlush: LOG_FLUSH_MS, maxLength: STDOUT_BUFFER_BYTES });
}

/** Fastify's own logger (pino): JSON lines on stdout (or the given stream), at LOG_LEVEL. */
export function loggerOptions(config: AppConfig, stream: { write(line: string): unknown }) {
  return {
    level: PINO_LEVELS[config.logLevel],
    // Request and reply objects are never serialized whole (see AccessLogController).
    serializers: { req: () => ({}), res: () => ({}), err: serializeError },
    stream,
  };
}

/**
 * The Fastify options for logging: JSON logger, one access line per request written straight to the
 * logger's destination, request loggers made only when used, request ids.
 */
export function fastifyLogging(config: AppConfig, stream?: Writable) {
  const out = stream ?? stdoutDestination();
  return {
    logger: loggerOptions(config, out),
    logController: new AccessLogController({ out, enabled: config.logLevel === 'log' || config.logLevel === 'debug' }),
    childLoggerFactory: (logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) => new RequestLogger(logger, bindings, options),
    requestIdHeader: false as const,
    genReqId: requestIdGenerator(config.trustProxy !== false),
  };
}

/** Nest's own log calls (bootstrap, module errors, every `new Logger(...)`) into the same JSON logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly target: FastifyBaseLogger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }
  setLogLevels?(levels: LogLevel[]): void {
    void levels;
  }

  /** Nest passes the context (the Logger's name) last, and for errors a stack before it. */
  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal', message: unknown, rest: unknown[]): void {
    const context = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    const stack = level === 'error' && typeof rest[0] === 'string' && rest.length > 1 ? rest[0] : undefined;
    const fields: Record<string, unknown> = { context };
    if (stack) fields.stack = stack;
    if (message instanceof Error) this.target[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.target[level]({ ...fields, ...message });
    else this.target[level](fields, String(message));
  }
}
