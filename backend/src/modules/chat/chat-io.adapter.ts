import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { IncomingMessage } from 'node:http';
import { createClient } from 'redis';
import type { Server, ServerOptions } from 'socket.io';
import type { ClosableSockets } from '../../common/lifecycle/graceful-shutdown';
import { ChatLink } from './chat-link';

const CLOSE_WAIT_MS = 1000;
type RedisClient = ReturnType<typeof createClient>;
type MessageHandlers = Parameters<IoAdapter['bindMessageHandlers']>[1];

/**
 * socket.io with our cookie session on the handshake, a same-origin check (no cross-site
 * WebSocket hijacking), and the Redis adapter when REDIS_URL is set so rooms span every node.
 */
export class ChatIoAdapter extends IoAdapter implements ClosableSockets {
  private readonly chatLogger = new Logger('ChatIoAdapter');
  private redisClients: RedisClient[] = [];
  private readonly servers: Server[] = [];
  private running = 0;
  private closed = false;

  constructor(
    private readonly nestApp: INestApplicationContext,
    private readonly handshake: (req: IncomingMessage, res: unknown, next: (err?: unknown) => void) => void,
    private readonly allowedOrigins: string[],
    private readonly redisUrl?: string,
  ) {
    super(nestApp);
  }

  /**
   * The publisher has no offline queue: while Redis is away a publish fails at once instead of
   * waiting in memory (sends are refused meanwhile, see ChatLink), and a failed publish (the
   * adapter never awaits one) is logged, never an unhandled rejection. The subscriber keeps
   * node-redis's own reconnect and resubscribe; ChatLink hears both come back.
   */
  async connectRedis(): Promise<void> {
    if (!this.redisUrl) return;
    const pub = createClient({ url: this.redisUrl, disableOfflineQueue: true });
    const sub = createClient({ url: this.redisUrl });
    for (const client of [pub, sub]) client.on('error', (err: Error) => this.chatLogger.warn(`Redis: ${err.message}`));
    await Promise.all([pub.connect(), sub.connect()]);
    this.guardPublish(pub);
    this.redisClients = [pub, sub];
    this.nestApp.get(ChatLink, { strict: false }).attach(pub, sub);
  }

  /**
   * The Redis adapter publishes without awaiting: a publish that fails (the client closed by a
   * shutdown while a send still ran, or Redis gone) would be an unhandled rejection and end the
   * process. A publish after close is dropped; a failed one is logged.
   */
  private guardPublish(pub: RedisClient): void {
    const publish = pub.publish.bind(pub);
    pub.publish = ((channel: string, message: string) => {
      if (this.closed || !pub.isOpen) return Promise.resolve(0);
      return publish(channel, message).catch((err: Error) => {
        this.chatLogger.warn(`Redis publish failed: ${err.message}`);
        return 0;
      });
    }) as typeof pub.publish;
  }

  /** Socket events whose handler is still running (the shutdown waits for them). */
  get inFlight(): number {
    return this.running;
  }

  /**
   * Each gateway event straight on the socket: Nest's own binding runs every event through an rxjs
   * pipeline (fromEvent, mergeMap, defer, filter, map, catchError, takeUntil), which the chat
   * capacity profile showed costing about a sixth of the node's CPU per message. The same steps
   * without it: the payload and ack split as Nest splits them, the handler (Nest's context, pipes
   * and exception filter included), then the ack with its answer; an answer with `event` is emitted
   * instead. Handlers still running are counted (the shutdown waits for them).
   */
  override bindMessageHandlers(socket: Parameters<IoAdapter['bindMessageHandlers']>[0], handlers: MessageHandlers, transform: Parameters<IoAdapter['bindMessageHandlers']>[2]): void {
    for (const { message, callback, isAckHandledManually } of handlers) {
      socket.on(message, (...args: unknown[]) => {
        const { data, ack } = this.mapPayload(args.length === 1 ? args[0] : args);
        const answer = (response: unknown) => {
          if (response === null || response === undefined) return;
          const event = (response as { event?: string; data?: unknown }).event;
          if (event) socket.emit(event, (response as { data?: unknown }).data);
          else if (!isAckHandledManually && typeof ack === 'function') (ack as (r: unknown) => void)(response);
        };
        const fail = (err: unknown) => this.chatLogger.error(err instanceof Error ? err.stack : String(err));
        // The handler answers a promise (of the answer, or of an Observable when an interceptor
        // wraps it), an Observable, or the answer itself.
        const settle = (value: unknown, done: () => void): void => {
          if (value && typeof (value as { subscribe?: unknown }).subscribe === 'function') {
            transform(value).subscribe({ next: answer, error: (err: unknown) => (fail(err), done()), complete: done });
          } else {
            answer(value);
            done();
          }
        };
        let result: unknown;
        try {
          result = callback(data, ack as never);
        } catch (err) {
          return fail(err);
        }
        this.running += 1;
        let finished = false;
        const done = () => {
          if (!finished) this.running -= 1;
          finished = true;
        };
        if (result instanceof Promise) result.then((value) => settle(value, done), (err: unknown) => (fail(err), done()));
        else settle(result, done);
      });
    }
  }

  /** Closes every client's connection, not its socket: socket.io clients reconnect by themselves (to another node). */
  dropConnections(): void {
    for (const server of this.servers) server.engine.close();
  }

  /** The socket.io server (its adapter leaves Redis), then the adapter's Redis clients. Twice is harmless. */
  async closeServer(): Promise<void> {
    const servers = this.servers.splice(0);
    // io.close() also waits for the HTTP server's last connection; the adapter has left Redis long before.
    await Promise.all(servers.map((server) => Promise.race([server.close(), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())])));
    this.closed = true;
    await Promise.all(this.redisClients.map((c) => (c.isOpen ? c.quit().catch(() => undefined) : undefined)));
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    // Nest 12 types the options as a full ServerOptions; socket.io itself takes a partial one
    // (it fills in its defaults), which is what Nest hands us when the gateway sets none.
    const server: Server = super.createIOServer(port, {
      ...options,
      allowRequest: (req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void) =>
        callback(null, this.sameOrigin(req)),
    } as ServerOptions);
    server.engine.use(this.handshake);
    if (this.redisClients.length === 2) server.adapter(createAdapter(this.redisClients[0], this.redisClients[1]));
    this.servers.push(server);
    return server;
  }

  override async close(server: Parameters<IoAdapter['close']>[0]): Promise<void> {
    if (this.redisClients.length > 0) this.nestApp.get(ChatLink, { strict: false }).detach();
    await super.close(server);
    await this.closeServer();
  }

  private sameOrigin(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    if (!origin) return true;
    try {
      return new URL(origin).host === req.headers.host || this.allowedOrigins.includes(origin.replace(/\/$/, ''));
    } catch {
      return false;
    }
  }
}
