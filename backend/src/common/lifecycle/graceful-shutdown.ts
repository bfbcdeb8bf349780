import { Injectable, Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { Server as HttpServer } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { RedisClientType } from 'redis';
import { REDIS_CLIENT } from '../redis/redis.provider';

/** Marks a raw request this node counts as in flight (until it is answered or abandoned). */
const COUNTED = Symbol('shutdown.counted');
type Counted = { [COUNTED]?: boolean };

/**
 * Whether this node is stopping. Readiness answers 503 from the moment it is set; every answer
 * after it carries `Connection: close`, so keep-alive clients take their next request elsewhere.
 */
@Injectable()
export class ShutdownState {
  private stoppingSince?: number;
  private count = 0;
  /** The chat sockets (ChatIoAdapter), once createApp made them. */
  sockets?: ClosableSockets;
  /** Closed in this order after the socket adapter and Redis, before Nest's own close ends the pool (the LISTEN connection). */
  readonly closeBeforePool: Closer[] = [];

  get stopping(): boolean {
    return this.stoppingSince !== undefined;
  }

  /** HTTP requests this node is answering now. */
  get inFlight(): number {
    return this.count;
  }

  begin(): void {
    this.stoppingSince ??= Date.now();
  }

  /**
   * Counts requests and closes keep-alive connections once the node is stopping. The hooks are
   * synchronous (`done`): an async hook costs a promise and a microtask on every request.
   */
  register(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, _reply, done) => {
      (request.raw as Counted)[COUNTED] = true;
      this.count += 1;
      done();
    });
    // An answer, or a client that gave up: whichever comes first ends the request.
    const finished = (raw: object) => {
      if (!(raw as Counted)[COUNTED]) return;
      (raw as Counted)[COUNTED] = false;
      this.count -= 1;
    };
    fastify.addHook('onResponse', (request, _reply, done) => {
      finished(request.raw);
      done();
    });
    fastify.addHook('onRequestAbort', (request, done) => {
      finished(request.raw);
      done();
    });
    // Every answer sent once the node is stopping, including those of requests that began before.
    fastify.addHook('onSend', (_request, reply, payload, done) => {
      if (this.stopping) void reply.header('Connection', 'close');
      done(null, payload);
    });
  }
}

/** What the chat socket layer offers the shutdown (ChatIoAdapter). */
export interface ClosableSockets {
  /** Closes every socket's connection (clients reconnect by themselves, to another node). */
  dropConnections(): void;
  /** Socket events whose handler is still running. */
  readonly inFlight: number;
  /** Closes the socket.io server and its Redis clients; later publishes are dropped, never thrown. */
  closeServer(): Promise<void>;
}

/** A connection closed after the socket adapter and Redis, before Nest's own close (which ends the pool). */
export interface Closer {
  name: string;
  close(): Promise<unknown>;
}

export interface ShutdownOptions {
  timeoutMs: number;
  /** Stopped after the application (the embedded PostgreSQL). */
  after?: () => Promise<void>;
  exit?: (code: number) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
/** Idle keep-alive connections are closed after this (a busy one closes itself on its next answer). */
const IDLE_GRACE_MS = 500;
const POLL_MS = 50;

/**
 * SIGTERM/SIGINT, in this order: readiness 503; the port closed (no new connection); every
 * answer with `Connection: close`; chat sockets dropped so their clients reconnect to another
 * node; in-flight requests and socket events finished (bounded by SHUTDOWN_TIMEOUT_MS less a
 * reserve for the closing); then the socket adapter, the shared Redis client, the LISTEN
 * connection and Nest's own close (the pool last). A hard timer exits 0 at the timeout
 * whatever still runs, so an orchestrator never has to SIGKILL.
 */
export class GracefulShutdown {
  private readonly logger = new Logger('Shutdown');
  private running?: Promise<void>;

  constructor(
    private readonly app: NestFastifyApplication,
    private readonly options: ShutdownOptions,
  ) {}

  run(signal: string): Promise<void> {
    this.running ??= this.stop(signal);
    return this.running;
  }

  private async stop(signal: string): Promise<void> {
    const exit = this.options.exit ?? ((code: number) => process.exit(code));
    const started = Date.now();
    const { timeoutMs } = this.options;
    const hard = setTimeout(() => {
      this.logger.warn(`Still closing after ${timeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting now`);
      exit(0);
    }, timeoutMs);
    hard.unref();
    const state = this.app.get(ShutdownState);
    const sockets = state.sockets;
    state.begin();
    this.logger.log(`${signal} received: not ready, no new connections, finishing what runs (at most ${timeoutMs} ms)`);

    const server = this.app.getHttpServer() as HttpServer;
    const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));
    // net's close, not http's: http's also cuts idle keep-alive connections at once, where a
    // client's next request may already be on its way. Those get IDLE_GRACE_MS first.
    if (server.listening) NetServer.prototype.close.call(server);
    sockets?.dropConnections();

    // Keep a reserve for closing the connections to Redis and PostgreSQL.
    const drainUntil = started + timeoutMs - Math.min(2000, timeoutMs / 4);
    let drained = false;
    void closed.then(() => (drained = true));
    while (Date.now() < drainUntil) {
      if (Date.now() - started >= IDLE_GRACE_MS) server.closeIdleConnections();
      if (drained && state.inFlight === 0 && (sockets?.inFlight ?? 0) === 0) break;
      await sleep(POLL_MS);
    }
    if (!drained || state.inFlight > 0 || (sockets?.inFlight ?? 0) > 0) {
      this.logger.warn(`Cutting ${state.inFlight} request(s) and ${sockets?.inFlight ?? 0} socket event(s) still running`);
      server.closeAllConnections();
    }
    const drainMs = Date.now() - started;

    await this.step('socket adapter', () => sockets?.closeServer());
    await this.step('Redis', async () => {
      const redis = this.app.get<RedisClientType | null>(REDIS_CLIENT, { strict: false });
      if (redis?.isOpen) await redis.quit();
    });
    for (const closer of state.closeBeforePool) await this.step(closer.name, () => closer.close());
    await this.step('application', () => this.app.close());
    await this.step('embedded database', () => this.options.after?.());
    clearTimeout(hard);
    this.logger.log(`Stopped in ${Date.now() - started} ms (requests and sockets done in ${drainMs} ms)`);
    exit(0);
  }

  private async step(name: string, run: () => Promise<unknown> | undefined): Promise<void> {
    try {
      await run();
    } catch (err) {
      this.logger.warn(`Closing ${name}: ${(err as Error).message}`);
    }
  }
}
