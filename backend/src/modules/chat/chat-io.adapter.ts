import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { IncomingMessage } from 'node:http';
import { createClient } from 'redis';
import type { Server, ServerOptions } from 'socket.io';
import { ChatLink } from './chat-link';

/**
 * socket.io with our cookie session on the handshake, a same-origin check (no cross-site
 * WebSocket hijacking), and the Redis adapter when REDIS_URL is set so rooms span every node.
 */
export class ChatIoAdapter extends IoAdapter {
  private readonly chatLogger = new Logger('ChatIoAdapter');
  private redisClients: ReturnType<typeof createClient>[] = [];

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
    const publish = pub.publish.bind(pub);
    pub.publish = ((...args: Parameters<typeof publish>) => {
      const sent = publish(...args);
      sent.catch((err: Error) => this.chatLogger.debug(`Redis publish dropped: ${err.message}`));
      return sent;
    }) as typeof pub.publish;
    await Promise.all([pub.connect(), sub.connect()]);
    this.redisClients = [pub, sub];
    this.nestApp.get(ChatLink, { strict: false }).attach(pub, sub);
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
    return server;
  }

  override async close(server: Parameters<IoAdapter['close']>[0]): Promise<void> {
    if (this.redisClients.length > 0) this.nestApp.get(ChatLink, { strict: false }).detach();
    await super.close(server);
    await Promise.all(this.redisClients.map((c) => (c.isOpen ? c.quit() : undefined)));
    this.redisClients = [];
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
